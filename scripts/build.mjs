#!/usr/bin/env node
// Production bundles of the shell and every remote (two at a time on two cores).
import path from 'node:path';
import { FRONTEND_DIRS } from './apps.mjs';
import { ensureDependencies, log, ROOT, runParallel } from './lib.mjs';

export async function buildAll() {
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
