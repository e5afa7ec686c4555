import fp from 'fastify-plugin';
import { TASK_KINDS } from '@school/task-kinds';
import { createCheckClient } from './check-client';
import { pythonVerifier } from './python/python-verifier';
import { referenceDrawings } from './python/reference-drawing';
import { jsVerifier } from './js/js-verifier';
import { pageVerifier } from './js/page-verifier';
import { sqlVerifier } from './sql/sql-verifier';

/**
 * Server re-checks of Python, JS, web-page and SQL answers. The code never runs here: the check service
 * (CHECK_SERVICE_URL, or a child process of its own environment on one machine) runs it in
 * operating-system sandboxes; this plugin registers the verifiers that ask it.
 */
export default fp(
  async (app, options: { checkServiceUrl?: string }) => {
    const client = createCheckClient({ url: options.checkServiceUrl });
    app.taskVerifiers.register(TASK_KINDS.Python, pythonVerifier(client));
    app.taskVerifiers.register(TASK_KINDS.JS, jsVerifier(client));
    app.taskVerifiers.register(TASK_KINDS.Frontend, pageVerifier(client));
    app.taskVerifiers.register(TASK_KINDS.Sql, sqlVerifier(client));
    app.taskPreviews.register(TASK_KINDS.Python.type, referenceDrawings(client));
    app.decorate('checkService', client);
    app.addHook('onClose', async () => client.close());
  },
  { name: 'code-check', dependencies: ['learning'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    checkService: import('./check-client').CheckClient;
  }
}
