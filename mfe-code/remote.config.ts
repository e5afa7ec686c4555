// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'code',
  port: 3006,
  title: 'Код',
  workspaces: {
    Python: './src/workspaces/PythonWorkspace.tsx',
    JS: './src/features/javascript/JsWorkspace.tsx',
    Frontend: './src/features/frontend/FrontendWorkspace.tsx',
  },
  modules: ['./src/features/python/PythonProject.tsx'],
});
