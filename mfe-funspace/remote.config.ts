// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'funspace',
  port: 3002,
  title: 'Fun Space',
  pages: {
    funspace: './src/pages/FunSpacePage.tsx',
    funspaceProject: './src/pages/ProjectPanelPage.tsx',
    funspacePlayer: './src/pages/PlayerPage.tsx',
    pubPlayer: './src/pages/PublicPlayerPage.tsx',
    project: './src/pages/ProjectEditorPage.tsx',
    hackathons: './src/pages/HackathonsPage.tsx',
  },
});
