// Debian's PostgreSQL in .tmp/prod/pg: created once (initdb, a random password for TCP logins, the
// database `school`), started with pg_ctl (its own session: Ctrl+C in the terminal reaches it only
// through stop()), stopped with a fast shutdown.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function pgBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const v = versions.find((x) => existsSync(path.join(root, x, 'bin', 'initdb')));
  if (!v) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(root, v, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres system user. */
function runPg(bin, name, args, opts = {}) {
  const cmd = path.join(bin, name);
  const [c, a] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return execFileSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], ...opts }).toString();
}

/** Starts (creating on first use) the cluster on 127.0.0.1:port; returns its URL and stop(). */
export function startPostgres(dir, port) {
  const bin = pgBin();
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    if (process.getuid?.() === 0) chownSync(passwordFile, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    runPg(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const logFile = path.join(dir, 'postgres.log');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (args) => runPg(bin, 'pg_ctl', ['-D', data, ...args]);
  const running = () => {
    try {
      ctl(['status']);
      return true;
    } catch {
      return false;
    }
  };
  // A run that was killed leaves the server up: it is taken over as it is.
  if (!running()) ctl(['-w', '-t', '60', '-l', logFile, '-o', options, 'start']);
  const psql = (sql) => runPg(bin, 'psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-tAc', sql]).trim();
  if (psql("SELECT 1 FROM pg_database WHERE datname = 'school'") !== '1') psql('CREATE DATABASE school');
  const pidOf = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/school`,
    logFile,
    pid: pidOf(),
    /** Fast shutdown (open sessions are ended), waiting until it is down. */
    stop() {
      if (running()) ctl(['-w', '-t', '60', '-m', 'fast', 'stop']);
    },
    /** Starts it again after stop() (recovery checks). */
    restart() {
      if (!running()) ctl(['-w', '-t', '60', '-l', logFile, '-o', options, 'start']);
    },
  };
}
