// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'richText',
  port: 3004,
  title: 'Редактор текста',
  pages: {
    // The full editor in the shell (/editor, /split/editor): the spec names no route for it.
    textEditor: './src/pages/EditorPage.tsx',
  },
  workspaces: {
    Writing: './src/pages/WritingWorkspace.tsx',
  },
  // The rich-text viewer and editor, rendered inside other remotes' screens.
  modules: ['./src/pages/RichTextViewer.tsx', './src/pages/RichTextEditor.tsx'],
});
