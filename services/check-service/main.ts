/**
 * The check service's entry point: runs students' and authors' code in operating-system sandboxes
 * and answers verdict data. It holds no secret and needs no database or data folder; started with
 * an empty environment by the gateway on one machine, or as its own Deployment.
 */
import os from 'node:os';
import path from 'node:path';
import { buildCheckService } from './app';

const env = process.env;
const config = {
  cacheDir: env.CHECK_CACHE_DIR || path.join(__dirname, '..', '..', 'node_modules', '.cache', 'school-checks'),
  sandbox: env.CHECK_SANDBOX,
  production: env.NODE_ENV === 'production',
  allowWeakSandbox: env.CHECK_ALLOW_WEAK_SANDBOX === '1',
  // One spare more than cores: a spare that is still loading is not yet a spare (measured: bench:checks).
  pythonSpares: Number(env.CHECK_PYTHON_SPARES) || Math.min(4, os.cpus().length + 1),
  jsWorkers: Number(env.CHECK_JS_WORKERS) || Math.max(1, Math.min(4, os.cpus().length)),
  pythonTimeMs: Number(env.CHECK_PYTHON_TIME_MS) || 5000,
  pythonHeapBytes: Number(env.CHECK_PYTHON_HEAP_BYTES) || 384 * 1024 * 1024,
};

async function main() {
  const app = await buildCheckService(config, { level: env.LOG_LEVEL || 'warn' });
  const address = await app.listen({ host: env.CHECK_HOST || '127.0.0.1', port: Number(env.CHECK_PORT ?? 3900) });
  // The first line on stdout tells a parent that started this process where it listens.
  process.stdout.write(`${JSON.stringify({ listening: address, sandbox: app.checks.wall })}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A parent that started this service over a pipe and went away takes it along.
  if (env.CHECK_EXIT_WITH_PARENT === '1') process.stdin.on('end', stop).resume();
}

main().catch((error: unknown) => {
  process.stderr.write(`check service failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
