/**
 * `npm start`, `npm test` and `npm run build` on a fresh clone: until they have installed the
 * dependencies, they may load only Node's built-ins. Each runs here from a copy of the scripts
 * (and the files they read) in a folder with no node_modules anywhere above it, with an `npm`
 * that records the call and fails: the script must get as far as `npm install`.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
let dir: string;
let marker: string;
let fakeBin: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'school-bootstrap-'));
  cpSync(path.join(ROOT, 'scripts'), path.join(dir, 'scripts'), { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(ROOT, file), path.join(dir, file));
  // The build config and the remotes' declarations the scripts load once installed (loading
  // them earlier fails here as on a clone: they need tsx).
  cpSync(path.join(ROOT, 'shared', 'build-config'), path.join(dir, 'shared', 'build-config'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}node_modules`),
  });
  for (const app of readdirSync(ROOT).filter((d) => d.startsWith('mfe-') && existsSync(path.join(ROOT, d, 'remote.config.ts')))) {
    cpSync(path.join(ROOT, app, 'remote.config.ts'), path.join(dir, app, 'remote.config.ts'));
  }
  marker = path.join(dir, 'npm-called');
  fakeBin = path.join(dir, 'fake-bin');
  mkdirSync(fakeBin);
  writeFileSync(path.join(fakeBin, 'npm'), `#!/bin/sh\necho "$@" >> '${marker}'\nexit 3\n`);
  chmodSync(path.join(fakeBin, 'npm'), 0o755);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('runs in a folder where no package resolves', () => {
  expect(() => require.resolve('tsx/cjs/api', { paths: [path.join(dir, 'scripts')] })).toThrow();
});

it.each(['start.mjs', 'test.mjs', 'build.mjs'])('scripts/%s reaches npm install with only Node built-ins', (script) => {
  rmSync(marker, { force: true });
  const res = spawnSync(process.execPath, [path.join('scripts', script)], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: `${fakeBin}:${process.env.PATH}`, HOME: dir, NODE_PATH: '' },
  });
  const output = `${res.stdout}\n${res.stderr}`;
  expect(output).not.toMatch(/Cannot find (module|package)|ERR_MODULE_NOT_FOUND/);
  expect(existsSync(marker) ? readFileSync(marker, 'utf8') : '').toMatch(/^install /);
  // The fake npm fails, so the script stops there (and says which command failed).
  expect(res.status).not.toBe(0);
  expect(output).toContain('npm install');
});
