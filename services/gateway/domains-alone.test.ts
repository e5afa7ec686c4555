/**
 * Every domain boots alone and in each combination the Kubernetes manifest deploys
 * (infra/k8s/services.yaml, SERVICES=...), and one route of it that needs other domains' data or
 * the core relations answers without a 5xx. SQLite by default, PostgreSQL with TEST_PG_URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { AiChatResult, ApiPaths, type AiChatSendResponse, type EnrolmentDto, type ProfileDto } from '@school/contracts';
import aichat from '../aichat';
import { png } from '../files/test-png';
import type { DemoLogin } from '../seed/demo-accounts';
import { buildTestApp, loginAs, tokenFor } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { buildApp, DOMAINS } from './app';

type Domain = (typeof DOMAINS)[number];
type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
interface Who {
  userId: number;
  auth: { authorization: string };
}

/** The SERVICES value of every Deployment in the manifest. */
function manifestCombinations(): string[][] {
  const yaml = readFileSync(path.join(__dirname, '../../infra/k8s/services.yaml'), 'utf8');
  return [...yaml.matchAll(/name: SERVICES, value: "([^"]*)"/g)].map((m) => m[1].split(',').map((s) => s.trim()));
}

const manifest = manifestCombinations();
/** Each domain alone, each deployment of the manifest, and the tutor behind the auth domain (its first 500). */
const combinations: Domain[][] = [...new Map(
  [...DOMAINS.map((d) => [d]), ...manifest, ['auth', 'aichat']].map((c) => [[...c].sort().join(','), c as Domain[]]),
).values()];

/** A demo account's session: logged in when the auth domain is mounted, else a token signed as it signs them. */
const sessionOf = (ctx: Ctx, services: Domain[], login: DemoLogin): Promise<Who> =>
  services.includes('auth') ? loginAs(ctx.app, login) : tokenFor(ctx.app, login);

const knex = (ctx: Ctx) => (ctx.app.em() as SqlEntityManager).getKnex();

/** Tasks by name with their lesson (seeded by services/seed). */
async function task(ctx: Ctx, name: string): Promise<{ id: number; lessonId: number }> {
  const row = await knex(ctx)('tasks')
    .where('task_name', name)
    .orderBy('id')
    .first<{ id: number | string; lessonId: number | string } | undefined>('id', 'lesson_id as lessonId');
  if (!row) throw new Error(`no task ${name}`);
  return { id: Number(row.id), lessonId: Number(row.lessonId) };
}

/** The second task of the Python course's second lesson: locked by progress for a new student. */
async function lockedTask(ctx: Ctx): Promise<number> {
  const rows = await knex(ctx)('tasks as t')
    .join('lessons as l', 'l.id', 't.lesson_id')
    .join('courses as c', 'c.id', 'l.course_id')
    .where('c.title', 'like', 'Python%')
    .orderBy([{ column: 'l.order' }, { column: 'l.id' }, { column: 't.order' }, { column: 't.id' }])
    .select<{ id: number | string; lessonId: number | string }[]>('t.id as id', 'l.id as lessonId');
  const second = [...new Set(rows.map((r) => Number(r.lessonId)))][1];
  return Number(rows.filter((r) => Number(r.lessonId) === second)[1].id);
}

/** One call per domain that crosses into another domain's data or a core relation. */
const probes: Record<Domain, (ctx: Ctx, services: Domain[]) => Promise<void>> = {
  async auth(ctx) {
    const s = await loginAs(ctx.app, 'student1');
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.refresh, payload: { login: 'student1', password: s.refreshToken, role: 'student' } });
    expect(res.statusCode).toBe(200);
  },

  async profile(ctx, services) {
    const [s1, s2, teacher] = await Promise.all((['student1', 'student2', 'teacher'] as const).map((l) => sessionOf(ctx, services, l)));
    // selfOrTeacher: who teaches whom is the core teaching plugin, not the learning domain.
    const own = await ctx.app.inject({ method: 'GET', url: ApiPaths.profile(s1.userId), headers: teacher.auth });
    expect(own.statusCode).toBe(200);
    expect(dataOf<ProfileDto>(own).displayName).toBe('Маша Иванова');
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.profile(s1.userId), headers: s2.auth })).statusCode).toBe(403);
  },

  async learning(ctx, services) {
    const [s1, teacher] = await Promise.all((['student1', 'teacher'] as const).map((l) => sessionOf(ctx, services, l)));
    // Memberships, teacher names (profiles), statuses and the course structure in one page.
    for (const who of [s1, teacher]) {
      const groups = await ctx.app.inject({ method: 'GET', url: ApiPaths.groups(s1.userId), headers: who.auth });
      expect(groups.statusCode).toBe(200);
      expect(dataOf<EnrolmentDto[]>(groups).length).toBeGreaterThan(0);
    }
    const hello = await task(ctx, 'Привет, мир!');
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.task(hello.lessonId, hello.id), headers: s1.auth })).statusCode).toBe(200);
  },

  async funspace(ctx, services) {
    const [s1, s2, teacher] = await Promise.all((['student1', 'student2', 'teacher'] as const).map((l) => sessionOf(ctx, services, l)));
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: teacher.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s2.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend })).statusCode).toBe(200);
  },

  async files(ctx, services) {
    const s1 = await sessionOf(ctx, services, 'student1');
    const bytes = png(`alone-${Date.now()}`);
    const boundary = '----alone' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.fileUpload,
      headers: { ...s1.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(up.body), headers: s1.auth })).statusCode).toBe(200);
    // Who else may download it is decided from course content and projects (other domains' tables).
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(up.body) })).statusCode).toBe(404);
  },

  async aichat(ctx, services) {
    const [s1, s3] = await Promise.all((['student1', 'student3'] as const).map((l) => sessionOf(ctx, services, l)));
    const send = (who: Who, taskId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: ApiPaths.aiChatSend,
        headers: who.auth,
        payload: { chatId: null, taskId, message: 'Почему не работает?', context: "NameError: name 'pritn' is not defined", media: 'text' },
      });
    // No LLM configured: the offline rules answer, with the task's goal read through the learning reader.
    const hello = await task(ctx, 'Привет, мир!');
    const ok = await send(s1, hello.id);
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok)).toMatchObject({ result: AiChatResult.Ok, chatId: expect.any(String) as unknown });
    expect(dataOf<AiChatSendResponse>(ok).response).toContain('pritn');
    // The documented refusals, never a 5xx: locked by progress, a course outside the groups, no such task.
    const locked = await send(s1, await lockedTask(ctx));
    expect([locked.statusCode, errorOf(locked).code]).toEqual([403, 'TASK_LOCKED']);
    const web = await knex(ctx)('tasks as t').join('lessons as l', 'l.id', 't.lesson_id').join('courses as c', 'c.id', 'l.course_id')
      .where('c.title', 'like', 'Веб%').first<{ id: number | string }>('t.id as id');
    expect((await send(s3, Number(web.id))).statusCode).toBe(403);
    expect((await send(s1, 2_000_000)).statusCode).toBe(404);
  },
};

describe('the manifest', () => {
  it('deploys only known domains, each somewhere', () => {
    expect(manifest.length).toBeGreaterThan(0);
    for (const c of manifest) for (const d of c) expect(DOMAINS).toContain(d);
    expect(new Set(manifest.flat())).toEqual(new Set(DOMAINS));
  });
});

describe.each(combinations.map((c) => [c.join(','), c] as const))('SERVICES=%s', (_name, services) => {
  let ctx: Ctx;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    // The tutor without a model (its offline rules) and without Redis: what a bare deployment has.
    for (const k of ['AI_BASE_URL', 'REDIS_URL', 'SERVICES']) {
      saved[k] = process.env[k];
      delete process.env[k];
    }
    ctx = await buildTestApp({}, { services: [...services] });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    for (const [k, v] of Object.entries(saved)) if (v !== undefined) process.env[k] = v;
  });

  it('mounts only these domains', () => {
    const others = DOMAINS.filter((d) => !services.includes(d));
    const mounted = (d: Domain) => ctx.app.hasPlugin(d);
    expect(services.filter(mounted)).toEqual(services);
    expect(others.filter(mounted)).toEqual([]);
  });

  it('is ready: /api/health (the Deployments\' readiness probe) finds the database writable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: ApiPaths.health });
    expect([res.statusCode, res.json()]).toEqual([200, { data: { db: 'ok', redis: 'off' } }]);
  });

  it.each(services.map((d) => [d] as const))('%s answers its cross-domain route', async (domain) => {
    await probes[domain](ctx, [...services]);
  });
});

describe('a start that cannot work', () => {
  it('refuses an unknown domain name', async () => {
    await expect(buildApp({ services: ['auth', 'aichatt'], logger: false })).rejects.toThrow('SERVICES names unknown domains: aichatt');
  });

  it('stops at a missing dependency with a message naming it', async () => {
    const app = Fastify({ logger: false });
    // Everything the tutor needs but the learning reader.
    for (const name of ['orm', 'auth-hook', 'teaching']) void app.register(fp(() => Promise.resolve(), { name }));
    void app.register(aichat);
    await expect(app.ready()).rejects.toThrow("The dependency 'learning-reader' of plugin 'aichat' is not registered");
    await app.close().catch(() => undefined);
  });
});
