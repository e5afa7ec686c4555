// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'scratch',
  port: 3007,
  title: 'Scratch',
  workspaces: {
    Scratch: './src/workspaces/ScratchWorkspace.tsx',
  },
  modules: ['./src/features/project/ScratchProject.tsx'],
});
