// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'blocklyGames',
  port: 3003,
  title: 'Блочные игры',
  workspaces: {
    Blockly: './src/pages/BlocklyWorkspace.tsx',
    CustomGame: './src/pages/BlocklyWorkspace.tsx',
  },
});
