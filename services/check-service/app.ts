import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { KindLane } from '@school/task-kinds';
import { BUSY_CODE, JsJobBody, PageJobBody, PythonDrawingBody, PythonJobBody } from './schemas';
import { Busy, createScheduler } from './scheduler';
import { createRuntime, type CheckRuntime } from './runtime';
import { runPythonCheck } from './python/python-checks';
import { runPythonDrawing } from './python/python-drawing';
import { DEFAULT_JS_LIMITS } from './js/js-job';
import { chooseWall } from './sandbox/wall';
import { laneBody, validateLanes } from './lanes/kind-lanes';
import { KIND_LANES } from './lanes/kind-lanes.generated';
import { asyncPlugin } from '../core/async-plugin';

export interface CheckServiceConfig {
  cacheDir: string;
  /** CHECK_SANDBOX: auto | bubblewrap | process. */
  sandbox?: string;
  production: boolean;
  allowWeakSandbox: boolean;
  pythonSpares: number;
  jsWorkers: number;
  pythonTimeMs: number;
  pythonHeapBytes: number;
  /** The kind packages' lanes (`lanes/kind-lanes.generated.ts` by default, written by `npm run gen:kinds`). */
  lanes?: readonly KindLane[];
}

/** The configuration the plugins run with: the lanes resolved. */
type ServiceSettings = CheckServiceConfig & { lanes: readonly KindLane[] };

declare module 'fastify' {
  interface FastifyInstance {
    checks: CheckRuntime & { wall: string };
  }
}

/** One job per student at a time, three more waiting per student, two hundred in all. */
const fairScheduler = (slots: number) => createScheduler({ slots: Math.max(1, slots), perSubject: 1, maxWaitingPerSubject: 3, maxWaiting: 200 });

/** The sandboxes and their pools, closed with the app. */
const runtimePlugin = fp<ServiceSettings>(
  async (app, config) => {
    const choice = chooseWall({ wanted: config.sandbox, production: config.production, allowWeak: config.allowWeakSandbox });
    app.log.info(choice.note);
    if (choice.wall.kind !== 'bubblewrap') app.log.warn(choice.note);
    const runtime = await createRuntime({
      lanes: config.lanes,
      wall: choice.wall,
      cacheDir: config.cacheDir,
      pythonSpares: config.pythonSpares,
      jsWorkers: config.jsWorkers,
      pythonHeapBytes: config.pythonHeapBytes,
      log: app.log,
    });
    app.decorate('checks', Object.assign(runtime, { wall: choice.wall.kind }));
    // Interpreters load in the background from the start: the first student's check finds them ready.
    app.addHook('onReady', () => {
      for (const pool of [runtime.python.program, runtime.python.check, runtime.js, ...runtime.lanes.values()]) void pool.warm().catch(() => undefined);
    });
    app.addHook('onClose', () => runtime.close());
  },
  { name: 'check-runtime' },
);

/** Python, JS, web-page and the kind lanes' jobs, each admitted fairly per student; 429 when a student or the queue is full. */
const jobRoutes = fp<ServiceSettings>(
  asyncPlugin((app, config) => {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    const python = fairScheduler(config.pythonSpares);
    const js = fairScheduler(config.jsWorkers);
    app.setErrorHandler((error: FastifyError | Busy, _request, reply) => {
      if (error instanceof Busy) return reply.code(429).send({ code: BUSY_CODE, message: 'busy' });
      const status = 'statusCode' in error ? error.statusCode : undefined;
      if (status && status < 500) return reply.code(status).send({ code: 'BAD_JOB', message: error.message });
      app.log.error(error);
      return reply.code(500).send({ code: 'CHECK_SERVICE_ERROR', message: 'internal error' });
    });
    typed.get('/health', () => ({ ok: true, sandbox: app.checks.wall }));
    typed.post('/v1/python', { schema: { body: PythonJobBody } }, async (request) => {
      const { subject, ...job } = request.body;
      return python.run(subject, () => runPythonCheck(app.checks.python, job, { timeMs: config.pythonTimeMs }));
    });
    typed.post('/v1/python/drawing', { schema: { body: PythonDrawingBody } }, async (request) => {
      const { subject, ...job } = request.body;
      return python.run(subject, () => runPythonDrawing(app.checks.python.program, job, { timeMs: config.pythonTimeMs }));
    });
    typed.post('/v1/js', { schema: { body: JsJobBody } }, async (request) => {
      const { subject, program, wrappedCheck } = request.body;
      return js.run(subject, () => app.checks.js.run({ kind: 'js', program, wrappedCheck, limits: DEFAULT_JS_LIMITS }));
    });
    typed.post('/v1/page', { schema: { body: PageJobBody } }, async (request) => {
      const { subject, html, check } = request.body;
      return js.run(subject, () => app.checks.js.run({ kind: 'page', html, check, limits: DEFAULT_JS_LIMITS }));
    });
    // A kind package's lane: its job runs in its own sandboxed processes and answers as data (the verdict is the caller's).
    for (const lane of config.lanes) {
      const scheduler = fairScheduler(config.jsWorkers);
      const pool = app.checks.lanes.get(lane.lane.name)!;
      typed.post(`/v1/${lane.lane.name}`, { schema: { body: laneBody(lane) } }, async (request) => {
        const { subject, ...job } = request.body as { subject: string };
        return scheduler.run(subject, () => pool.run(job));
      });
    }
  }),
  { name: 'check-routes', dependencies: ['check-runtime'] },
);

export async function buildCheckService(config: CheckServiceConfig, logger: FastifyServerOptions['logger'] = { level: 'warn' }) {
  const settings: ServiceSettings = { ...config, lanes: config.lanes ?? KIND_LANES };
  // A lane that cannot be served stops the start with the reason, before any sandbox is staged.
  validateLanes(settings.lanes);
  // Making the Python snapshot on a first start takes seconds, more on a loaded machine.
  const app = Fastify({ logger, bodyLimit: 2 * 1024 * 1024, pluginTimeout: 300_000 });
  await app.register(runtimePlugin, settings);
  await app.register(jobRoutes, settings);
  return app;
}

