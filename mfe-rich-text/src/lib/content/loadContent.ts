import { $convertFromMarkdownString, $convertToMarkdownString } from '@lexical/markdown';
import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { $isCollapsibleContainerNode } from '../../nodes/CollapsibleNodes';
import { $repairCollapsibleStructure } from '../blocks/collapsibleStructure';
import { createIncrementalJson } from '../editor/incrementalJson';
import { RICH_TEXT_TRANSFORMERS } from '../markdown/transformers';
import { deltaToEditorState } from './deltaToEditorState';
import { detectFormat } from './detectFormat';

function $plainText(text: string) {
  const root = $getRoot();
  root.clear();
  for (const line of text.split('\n')) {
    const p = $createParagraphNode();
    if (line) p.append($createTextNode(line));
    root.append(p);
  }
}

/** Stored JSON that parses but is not an editor document: a root of another type, or nothing in it. */
class ContentDoesNotFitError extends Error {}

function setJson(editor: LexicalEditor, json: unknown, fallbackText: string) {
  try {
    const root = (json as { root?: { type?: unknown } }).root;
    if (root?.type !== undefined && root.type !== 'root') throw new ContentDoesNotFitError(`root of type ${String(root.type)}`);
    const state = editor.parseEditorState(JSON.stringify(json));
    // A document always has a block (an empty one is one empty paragraph): an empty root would be an empty viewer.
    if (state.read(() => $getRoot().getChildrenSize()) === 0) throw new ContentDoesNotFitError('no blocks in the root');
    editor.setEditorState(state);
    // Stored content with collapsible parts out of place: logged and repaired (spec 8).
    editor.update(() => void $repairCollapsibleStructure(), { discrete: true, tag: 'history-merge' });
  } catch (err) {
    console.warn('rich-text: stored JSON does not fit the editor; shown as plain text', err);
    editor.update(() => $plainText(fallbackText), { discrete: true });
  }
}

/**
 * Replaces the editor's content with stored content of any accepted format (markdown, editor
 * JSON, delta). Never throws: a failure falls back to plain text and is logged.
 */
export function loadContent(editor: LexicalEditor, content: string, opts: { preserveNewLines?: boolean } = {}): void {
  const format = detectFormat(content);
  if (format.kind === 'editorState') setJson(editor, format.json, content);
  else if (format.kind === 'delta') setJson(editor, deltaToEditorState(format.ops), content);
  else if (format.kind === 'plainText') editor.update(() => $plainText(format.text), { discrete: true });
  else {
    editor.update(
      () => {
        try {
          $getRoot().clear();
          $convertFromMarkdownString(format.text, RICH_TEXT_TRANSFORMERS, undefined, opts.preserveNewLines === true);
        } catch (err) {
          console.warn('rich-text: markdown import failed; shown as plain text', err);
          $plainText(format.text);
        }
        $repairCollapsibleStructure();
        if ($getRoot().isEmpty()) $getRoot().append($createParagraphNode());
      },
      { discrete: true },
    );
  }
}

/** Viewer rule: every collapsible container starts closed. */
export function closeAllCollapsibles(editor: LexicalEditor): void {
  editor.update(
    () => {
      const visit = (node: LexicalNode) => {
        if ($isCollapsibleContainerNode(node) && node.getOpen()) node.setOpen(false);
        if ($isElementNode(node)) node.getChildren().forEach(visit);
      };
      visit($getRoot());
    },
    { discrete: true },
  );
}

/** The stored JSON of the editor (as the editor emits it: without autocomplete suggestions). */
export function serializeEditor(editor: LexicalEditor): string {
  return createIncrementalJson().stringify(editor.getEditorState());
}

export function exportMarkdown(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => $convertToMarkdownString(RICH_TEXT_TRANSFORMERS));
}
