import fp from 'fastify-plugin';
import { TaskType } from '@school/contracts';
import { createPyodidePool } from './pyodide-pool';
import { pythonVerifier } from './python-verifier';

/**
 * Server re-checks of Python tasks: Pyodide in worker threads (a warm pool, time and heap limits,
 * JavaScript bridges and network globals removed). Registers the TaskType.Python verifier.
 */
export default fp(
  async (app) => {
    const pool = createPyodidePool(Number(process.env.PYTHON_CHECK_WORKERS) || 1);
    app.taskVerifiers.register(TaskType.Python, pythonVerifier(pool));
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'code-check-python', dependencies: ['learning'] },
);
