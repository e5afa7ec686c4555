import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KindLane } from '@school/task-kinds';
import { buildCheckService } from '../app';
import { validateLanes } from '../lanes/kind-lanes';
import shoutLane from './fake-kind/lane';

/**
 * A lane declared by a kind package (here a fake one under test/fake-kind) is served by the check
 * service without an edit of its files: staged into the sandbox root, run behind the same wall, and
 * refused at start when it cannot be served.
 */
const CANARY = `canary-${Math.random().toString(36).slice(2)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-lane-canary-'));
const secret = path.join(dataDir, 'jwt-secret');
const shout: KindLane = { type: 'Shout', lane: shoutLane, inside: path.join(__dirname, 'fake-kind', 'inside.ts') };
let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(secret, CANARY);
  process.env.SHOUT_CANARY = CANARY;
  app = await buildCheckService({
    cacheDir: path.join(__dirname, '..', '..', '..', 'node_modules', '.cache', 'school-checks'),
    production: false,
    allowWeakSandbox: false,
    pythonSpares: 1,
    jsWorkers: 1,
    pythonTimeMs: 5000,
    pythonHeapBytes: 384 * 1024 * 1024,
    lanes: [shout],
  });
  await app.ready();
}, 300_000);

afterAll(async () => {
  await app?.close();
  delete process.env.SHOUT_CANARY;
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (payload: object) => app.inject({ method: 'POST', url: '/v1/shout', payload });

describe('a kind package’s check lane', () => {
  it('is served at /v1/<name>: the job runs in its sandboxed process, which sees no secret and no file outside its root', async () => {
    const response = await post({ subject: 'student-1', text: 'привет', peek: secret });
    expect(response.statusCode).toBe(200);
    const outcome = response.json<{ shouted: string; env: string[]; peeked: string }>();
    expect(outcome.shouted).toBe('ПРИВЕТ');
    expect(outcome.env).not.toContain('SHOUT_CANARY');
    expect(outcome.peeked).toMatch(/^refused: /);
    expect(JSON.stringify(outcome)).not.toContain(CANARY);
  });

  it('refuses a job that is not of its schema, passes on only what the schema declares, and answers timed out when the job overruns its wall time', async () => {
    expect((await post({ text: 'a', peek: '' })).statusCode).toBe(400);
    expect((await post({ subject: 'student-1', text: 'x'.repeat(101), peek: '' })).statusCode).toBe(400);
    // Fastify drops what the schema does not declare: the sandbox never receives it, nor the subject.
    expect((await post({ subject: 'student-1', text: 'a', peek: '', extra: 1 })).json()).toMatchObject({ keys: ['text', 'peek'] });
    const looping = await post({ subject: 'student-2', text: 'loop', peek: '' });
    expect(looping.json()).toEqual({ timedOut: true });
    expect((await post({ subject: 'student-2', text: 'ok', peek: '' })).json()).toMatchObject({ shouted: 'OK' });
  }, 30_000);

  it('stops the start with the reason when a lane cannot be served', () => {
    const lane = (name: string, extra: Partial<KindLane['lane']> = {}): KindLane => ({ ...shout, lane: { ...shoutLane, name, ...extra } });
    expect(() => validateLanes([lane('js')])).toThrow('the check lane of task kind Shout: /v1/js is a built-in route of the check service');
    expect(() => validateLanes([lane('shout'), { ...lane('shout'), type: 'Echo' }])).toThrow('the check lane of task kind Echo: /v1/shout is also the lane of task kind Shout');
    expect(() => validateLanes([lane('Shout!')])).toThrow('is not lowercase letters, digits and dashes');
    expect(() => validateLanes([lane('shout', { job: { ...shoutLane.job, properties: { subject: shoutLane.job.properties.text } } })])).toThrow('its job may not declare "subject"');
    expect(() => validateLanes([lane('shout', { limits: { heapMb: 0, jobsPerProcess: 1, jobMs: 1 } })])).toThrow('its limits must be positive numbers');
  });
});
