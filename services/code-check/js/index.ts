import fp from 'fastify-plugin';
import os from 'node:os';
import { TaskType } from '@school/contracts';
import { createQuickJsPool } from './quickjs-pool';
import { jsVerifier } from './js-verifier';
import { pageVerifier } from './page-verifier';

/**
 * Server re-checks of JS and Frontend tasks: student code runs only inside QuickJS (WebAssembly, memory
 * and time limits) in worker threads. Registers the TaskType.JS and TaskType.Frontend verifiers.
 */
export default fp(
  async (app) => {
    const size = Number(process.env.JS_CHECK_WORKERS) || Math.min(2, Math.max(1, os.cpus().length - 1));
    const pool = createQuickJsPool(size);
    app.taskVerifiers.register(TaskType.JS, jsVerifier(pool));
    app.taskVerifiers.register(TaskType.Frontend, pageVerifier(pool));
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'code-check-js', dependencies: ['learning'] },
);
