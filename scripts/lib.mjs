// Helpers shared by start, test and build: install when needed, run commands, find binaries.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(msg) {
  console.log(`\x1b[35m[school]\x1b[0m ${msg}`);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
  }
}

/**
 * Runs commands side by side; rejects with the first that fails, after all end. The first one's
 * output comes as it is written; each other one's is held and printed whole when it ends, so two
 * test runners' lines never interleave.
 */
export async function runTogether(commands) {
  const results = await Promise.allSettled(
    commands.map(
      ([cmd, args], index) =>
        new Promise((resolve, reject) => {
          const child = spawn(cmd, args, { cwd: ROOT, stdio: index === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
          const held = [];
          child.stdout?.on('data', (d) => held.push(d));
          child.stderr?.on('data', (d) => held.push(d));
          child.on('error', reject);
          child.on('close', (code, signal) => {
            if (held.length) process.stdout.write(Buffer.concat(held));
            if (code === 0) resolve(undefined);
            else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
          });
        }),
    ),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
export const npx = (name, args, opts) => run(bin(name), args, opts);

/**
 * Installs the locked dependencies when node_modules is missing or older than the lock file.
 * `npm install` rather than `npm ci`: this registry lacks some optional platform builds (for
 * example @swc/core-darwin-arm64), which `npm ci` reports as a lock mismatch; `npm install`
 * still installs exactly the locked versions (it may add entries for optional platform builds).
 */
export function ensureDependencies() {
  const stamp = path.join(ROOT, 'node_modules', '.school-lock-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === manifestsHash()) return;
  log('installing dependencies (npm install from package-lock.json)');
  run('npm', ['install', '--no-audit', '--no-fund']);
  // Hashed after the install: npm may rewrite the lock file (optional platform entries), and a
  // hash of the old one would make the next start install again.
  writeFileSync(stamp, manifestsHash());
}

/** The lock file and the root package.json (its overrides and allowScripts change an install). */
function manifestsHash() {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', 'package.json']) hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest('hex');
}

/**
 * Runs commands with at most `limit` at once; rejects on the first failure. A job's output is
 * shown only when it fails; `onDone(ms)` is called when it succeeds.
 */
export async function runParallel(jobs, limit = 2) {
  const queue = [...jobs];
  const worker = async () => {
    while (queue.length) {
      const job = queue.shift();
      const t0 = Date.now();
      await new Promise((resolve, reject) => {
        const child = spawn(job.cmd, job.args, { cwd: job.cwd ?? ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: job.env ?? process.env });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('exit', (code) => {
          if (code === 0) {
            const ms = Date.now() - t0;
            log(`${job.label}: done in ${(ms / 1000).toFixed(1)} s`);
            job.onDone?.(ms);
            resolve();
          } else {
            console.error(out);
            reject(new Error(`${job.label} failed (${code})`));
          }
        });
      });
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

export function hasCommand(cmd) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian packages the school is better with, installed when missing and this user may (root with
 * apt-get); otherwise one line says what is missing and the start goes on. True when all are there.
 */
export function offerAptPackages(packages, why) {
  try {
    ensureAptPackages(packages);
    return true;
  } catch (error) {
    const names = missingPackages(packages).map((p) => p.pkg);
    log(`could not install ${names.join(', ')} (${error instanceof Error ? error.message.split('\n')[0] : error}): ${why}`);
    return false;
  }
}

const missingPackages = (packages) => packages.filter((p) => !hasCommand(p.command) && !(p.path && existsSync(p.path)));

/** Debian packages the project needs, installed with apt-get when missing (root only). */
export function ensureAptPackages(packages) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing system packages: ${missing.map((p) => p.pkg).join(', ')} (install them with apt-get)`);
  }
  log(`installing ${missing.map((p) => p.pkg).join(', ')} from Debian packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((p) => p.pkg)], { env });
}
