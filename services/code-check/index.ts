import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TASK_KINDS, taskKind } from '@school/task-kinds';
import { createCheckClient } from './check-client';
import { pythonVerifier } from './python/python-verifier';
import { referenceDrawings } from './python/reference-drawing';
import { jsVerifier } from './js/js-verifier';
import { pageVerifier } from './js/page-verifier';
import { KIND_VERIFIERS } from './verifiers.generated';
import { asyncPlugin } from '../core/async-plugin';

/**
 * Server re-checks of Python, JS and web-page answers, and of the kind packages' types (their
 * verifiers listed in verifiers.generated.ts by `npm run gen:kinds`). The code never runs here: the check service
 * (CHECK_SERVICE_URL, or a child process of its own environment on one machine) runs it in
 * operating-system sandboxes; this plugin registers the verifiers that ask it.
 */
export default fp(
  asyncPlugin((app: FastifyInstance, options: { checkServiceUrl?: string }) => {
    const client = createCheckClient({ url: options.checkServiceUrl });
    app.taskVerifiers.register(TASK_KINDS.Python, pythonVerifier(client));
    app.taskVerifiers.register(TASK_KINDS.JS, jsVerifier(client));
    app.taskVerifiers.register(TASK_KINDS.Frontend, pageVerifier(client));
    for (const [type, createVerifier] of Object.entries(KIND_VERIFIERS)) {
      const kind = taskKind(type);
      if (!kind) throw new Error(`A verifier is generated for task type ${type}, which no registered kind declares: run npm run gen:kinds`);
      app.taskVerifiers.register(kind, createVerifier(client));
    }
    app.taskPreviews.register(TASK_KINDS.Python.type, referenceDrawings(client));
    app.decorate('checkService', client);
    app.addHook('onClose', async () => client.close());
  }),
  { name: 'code-check', dependencies: ['learning'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    checkService: import('./check-client').CheckClient;
  }
}
