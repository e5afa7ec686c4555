#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster on a free loopback port:
//   node scripts/with-postgres.mjs <command...>
// The command gets TEST_PG_URL (superuser URL of the cluster). The cluster is removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = path.join(root, v, 'bin');
      if (existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  return null;
}

function ensurePostgres() {
  let bin = findPgBin();
  if (bin) return bin;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL is not installed; install the postgresql package.');
  console.log('[with-postgres] installing PostgreSQL from Debian packages');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL install did not provide initdb');
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: with-postgres.mjs <command...>');
  process.exit(2);
}

const bin = ensurePostgres();
const port = await freePort();
const dir = mkdtempSync(path.join(os.tmpdir(), 'school-pg-'));
const dataDir = path.join(dir, 'data');
const asRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root: run the server as the postgres system user.
const runAs = (cmd, cmdArgs) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...cmdArgs]] : [cmd, cmdArgs];
if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);

const pg = (name, cmdArgs) => {
  const [c, a] = runAs(path.join(bin, name), cmdArgs);
  execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
};

let code = 1;
try {
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', [
    '-D', dataDir, '-w', '-l', path.join(dir, 'log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`[with-postgres] cluster on ${url}`);
  code = await new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_URL: url },
      shell: process.platform === 'win32',
    });
    child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0)));
  });
} finally {
  try {
    pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
  } catch {
    /* already stopped */
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
