// The run's processes: each writes to its own log under .tmp/prod/logs; one that stops on its own
// is reported and the others go on (as a cluster keeps the other replica serving); stopAll ends
// every one of them (SIGTERM, SIGKILL after a grace period) and waits until they are gone.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { log, ROOT } from '../lib.mjs';

/** The last lines of a log file (printed when a health check gives up). */
export function tailOf(file, lines = 40) {
  if (!existsSync(file)) return `(no log at ${file})`;
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * @param {string} logDir
 * @param {{ onRestart?: (id: string, child: import('node:child_process').ChildProcess) => void }} [hooks]
 *   onRestart: called when a process that stopped on its own was started again.
 */
export function createSupervisor(logDir, { onRestart } = {}) {
  mkdirSync(logDir, { recursive: true });
  /** @type {Map<string, { child: import('node:child_process').ChildProcess, logFile: string, restarts: number }>} */
  const procs = new Map();
  let stopping = false;
  const timers = new Set();

  /**
   * Starts `command` (an argv array) as `id`, its output appended to logs/<id>.log; a `job` is
   * expected to end. `restartAfterMs`: a process that stops on its own is started again after this
   * delay, as Kubernetes restarts a pod's container (the others serve meanwhile).
   */
  function start(id, command, env, { job = false, restartAfterMs = null } = {}) {
    const logFile = path.join(logDir, `${id}.log`);
    const fd = openSync(logFile, 'a');
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    const restarts = procs.get(id)?.restarts ?? 0;
    child.on('exit', (code, signal) => {
      if (stopping || job) return;
      if (restartAfterMs === null) return log(`${id} stopped (${code ?? signal}); the others go on (log: ${path.relative(ROOT, logFile)})`);
      log(`${id} stopped (${code ?? signal}); starting it again in ${restartAfterMs / 1000} s (log: ${path.relative(ROOT, logFile)})`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopping) return;
        const again = start(id, command, env, { restartAfterMs });
        procs.get(id).restarts = restarts + 1;
        onRestart?.(id, again);
      }, restartAfterMs);
      timers.add(timer);
    });
    child.on('error', (error) => log(`${id} did not start: ${error.message}`));
    procs.set(id, { child, logFile, restarts });
    return child;
  }

  return {
    procs,
    logFileOf: (id) => path.join(logDir, `${id}.log`),
    start,
    isStopping: () => stopping,
    /** Stops every process still running; resolves once all have exited. */
    async stopAll(graceMs = 8000) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const running = [...procs.values()].map((p) => p.child).filter((c) => c.exitCode === null && c.signalCode === null);
      const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
      for (const c of running) c.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      }, graceMs);
      await Promise.all(exited);
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `probe` until it resolves true; gives up after `timeoutMs` with the log's tail in the error
 * (a server that does not come up says why). `alive()` false ends the wait at once.
 */
export async function waitFor(label, probe, { timeoutMs, logFile, alive = () => true }) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (!alive() || Date.now() > until) {
      const why = alive() ? `did not answer within ${timeoutMs / 1000} s` : 'exited';
      throw new Error(`${label} ${why}; the end of its log (${logFile}):\n${logFile ? tailOf(logFile) : ''}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const httpOk = (url) => () => fetch(url, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok);
