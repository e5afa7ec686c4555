/** Helpers of the aichat service tests: the gateway with the tutor's environment, real HTTP sends. */
import type { AddressInfo } from 'node:net';
import { ApiPaths, TaskAction } from '@school/contracts';
import { buildTestApp, loginAs } from '../../test/test-app';
import { Task } from '../../learning/entities';

export type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
export type Session = Awaited<ReturnType<typeof loginAs>>;

const AI_ENV = ['AI_BASE_URL', 'AI_DAILY_TOKENS', 'AI_TIMEOUT_MS', 'AI_RATE_PER_MINUTE', 'REDIS_URL'] as const;

/** Builds the gateway with the tutor's environment, restoring the environment afterwards. */
export async function buildWithEnv(env: Partial<Record<(typeof AI_ENV)[number], string>>): Promise<Ctx & { base: string }> {
  const saved = AI_ENV.map((k) => [k, process.env[k]] as const);
  for (const k of AI_ENV) delete process.env[k];
  Object.assign(process.env, env);
  try {
    const ctx = await buildTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return { ...ctx, base: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}` };
  } finally {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export interface SendBody {
  chatId?: string | null;
  message: string;
  context?: string;
  taskId?: number | null;
}

export async function sendJson(base: string, s: Session, body: SendBody) {
  const res = await fetch(`${base}${ApiPaths.aiChatSend}`, {
    method: 'POST',
    headers: { ...s.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ chatId: null, context: '', taskId: null, media: 'text', ...body }),
  });
  return { status: res.status, body: (await res.json()) as { data: { result: string; response: string; chatId: string }; code?: string; message?: string } };
}

/** Reads the SSE stream: the deltas with their arrival times, then the done event. */
export async function sendStream(base: string, s: Session, body: SendBody) {
  const started = Date.now();
  const res = await fetch(`${base}${ApiPaths.aiChatSend}`, {
    method: 'POST',
    headers: { ...s.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ chatId: null, context: '', taskId: null, media: 'text', ...body }),
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  // The stream is written past Fastify's reply, and still carries the security headers.
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  const deltas: { text: string; at: number }[] = [];
  type Done = { result: string; response: string; chatId: string };
  let done: Done | null = null;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = frame.match(/^event: (.*)$/m)?.[1];
      const data = JSON.parse(frame.match(/^data: (.*)$/m)![1]) as { text: string } & Done;
      if (event === 'delta') deltas.push({ text: data.text, at: Date.now() - started });
      if (event === 'done') done = data;
    }
  }
  return { deltas, done: done!, total: Date.now() - started };
}

export async function taskNamed(ctx: Ctx, name: string): Promise<Task> {
  return ctx.app.em().findOneOrFail(Task, { taskName: name }, { populate: ['lesson'] });
}

/** Skips every task of the lesson before `task`, so progress does not lock it for the student. */
export async function reach(ctx: Ctx, s: Session, task: Task) {
  const tasks = await ctx.app.em().find(Task, { lesson: task.lesson.id }, { orderBy: { order: 'asc', id: 'asc' } });
  for (const t of tasks) {
    if (t.id === task.id) return;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ApiPaths.taskStatus(task.lesson.id, t.id)}?action=${TaskAction.Skip}`,
      headers: s.auth,
    });
    // 409: already solved or sent to check, which passes it too.
    expect([200, 409]).toContain(res.statusCode);
  }
}

