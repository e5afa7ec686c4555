#!/usr/bin/env node
// Production bundles of the shell and every remote (two at a time on two cores). An app whose
// inputs are unchanged since its last build is not built again (see inputsHash).
//   node scripts/build.mjs [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, log, ROOT, runParallel } from './lib.mjs';

/** Beside each app's bundle: the hash of the inputs it was built from (a dotfile, never served). */
const STAMP = '.school-build-inputs';
/** How long each app took last time: the longest start first, so two builds end close together. */
const DURATIONS = path.join(ROOT, 'node_modules', '.cache', 'school-build', 'durations.json');
/** Chromium makes mfe-code's Pyodide snapshot (mfe-code/scripts/make-pyodide-snapshot.mjs). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git']);

function addTree(hash, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) addTree(hash, full);
    else if (entry.isFile()) hash.update(path.relative(ROOT, full)).update('\0').update(readFileSync(full)).update('\0');
  }
}

/**
 * Everything a bundle is made from: the app's folder, every shared package (any of them may be
 * imported; a few hundred small files, hashed in well under a second), the root manifests (locked
 * versions, overrides) and the settings that change the output. Over-rebuilding is the safe side.
 */
export function inputsHash(dir) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ node: process.version, maps: process.env.SOURCE_MAPS ?? '', config: process.env.APP_CONFIG_URL ?? '' }));
  // The Python snapshot exists only where Chromium does: installing it later rebuilds mfe-code.
  if (dir === 'mfe-code') hash.update(`chromium:${existsSync(CHROMIUM)}`);
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(path.join(ROOT, file)));
  addTree(hash, path.join(ROOT, dir));
  addTree(hash, path.join(ROOT, 'shared'));
  return hash.digest('hex');
}

const stampOf = (dir) => path.join(ROOT, dir, 'dist', STAMP);
const isCurrent = (dir, hash) => existsSync(stampOf(dir)) && readFileSync(stampOf(dir), 'utf8') === hash;

function readDurations() {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Builds the apps whose inputs changed (all of them with `force`). Returns each built app's
 * seconds; `npm start` and bench:start print them.
 * @param {{ force?: boolean }} [options]
 */
export async function buildAll(options = {}) {
  return buildApps(await planBuild(options));
}

/**
 * Which apps need a build (all of them with `force`), with the hash of each one's inputs.
 * @param {{ force?: boolean }} [options]
 */
export async function planBuild({ force = false } = {}) {
  const { FRONTEND_DIRS } = await import('./apps.mjs');
  const { createRequire } = await import('node:module');
  // The manifest and the shell's page ids follow the remotes' declarations (checked in, and a
  // test fails when they are stale); refreshed here so a build never ships an outdated one.
  const require = createRequire(import.meta.url);
  // The kinds' lists (registry imports, verifiers, seeds, names) follow the kind packages' declarations likewise.
  const changed = [...require('../shared/build-config/remotes.js').writeGenerated(), ...require('../shared/build-config/kinds.js').writeGenerated()];
  if (changed.length) log(`regenerated ${changed.join(', ')}`);
  const hashes = Object.fromEntries(FRONTEND_DIRS.map((dir) => [dir, inputsHash(dir)]));
  const stale = FRONTEND_DIRS.filter((dir) => force || !isCurrent(dir, hashes[dir]));
  if (!existsSync(CHROMIUM)) {
    log(`no Chromium at ${CHROMIUM}: Python starts without its memory snapshot (~3 s slower); apt-get install chromium (or set CHROMIUM_PATH), then npm start again`);
  }
  return { all: FRONTEND_DIRS, stale, hashes };
}

/** Rspack's command line, found from the build config that depends on it (wherever npm placed it). */
async function rspackCli() {
  const { createRequire } = await import('node:module');
  const pkg = createRequire(path.join(ROOT, 'shared', 'build-config', 'package.json')).resolve('@rspack/cli/package.json');
  return path.join(path.dirname(pkg), 'bin', 'rspack.js');
}

/** Builds the apps of a plan (planBuild), two at a time. */
export async function buildApps({ all, stale, hashes }) {
  if (stale.length === 0) {
    log('production bundles are up to date');
    return {};
  }
  const durations = readDurations();
  // The longest first, so the two lanes end close together. Never built here (a fresh clone):
  // first, the one with the most dependencies first (a fair guess of its size).
  const depsOf = (dir) => Object.keys(JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).dependencies ?? {}).length;
  const last = (dir) => durations[dir] ?? 1e6 + depsOf(dir);
  stale.sort((a, b) => last(b) - last(a));
  log(`building production bundles: ${stale.join(', ')}${stale.length < all.length ? ' (the others are up to date)' : ''}`);
  const seconds = {};
  const cli = await rspackCli();
  await runParallel(
    stale.map((dir) => ({
      label: dir,
      cmd: process.execPath,
      args: [cli, 'build', '--mode', 'production'],
      cwd: path.join(ROOT, dir),
      onDone: (ms) => {
        seconds[dir] = ms / 1000;
        writeFileSync(stampOf(dir), hashes[dir]);
        mkdirSync(path.dirname(DURATIONS), { recursive: true });
        writeFileSync(DURATIONS, JSON.stringify({ ...readDurations(), [dir]: ms / 1000 }));
      },
    })),
    2,
  );
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  await buildAll({ force: process.argv.includes('--force') });
}
