// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'sql',
  port: 3009,
  title: 'Запросы SQL',
  workspaces: { Sql: './src/SqlWorkspace.tsx' },
});
