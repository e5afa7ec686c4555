#!/usr/bin/env node
// Production bundles of the shell and every remote (two at a time on two cores).
import { createRequire } from 'node:module';
import path from 'node:path';
import { FRONTEND_DIRS } from './apps.mjs';
import { ensureDependencies, log, ROOT, runParallel } from './lib.mjs';

export async function buildAll() {
  // The manifest and the shell's page ids follow the remotes' declarations (checked in, and a
  // test fails when they are stale); refreshed here so a build never ships an outdated one.
  const changed = createRequire(import.meta.url)('../shared/build-config/remotes.js').writeGenerated();
  if (changed.length) log(`regenerated ${changed.join(', ')}`);
  log('building production bundles');
  await runParallel(
    FRONTEND_DIRS.map((dir) => ({
      label: dir,
      cmd: path.join(ROOT, 'node_modules', '.bin', 'webpack'),
      args: ['--mode', 'production'],
      cwd: path.join(ROOT, dir),
    })),
    2,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  await buildAll();
}
