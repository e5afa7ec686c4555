import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ApiPaths, FILE_SIZE_LIMIT_BYTES, ProjectType } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { errorOf } from '../test/body';
import { FILE_COOKIE } from './file-session';
import { png } from './test-png';
import { startFakeS3 } from './test-s3';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Session = Awaited<ReturnType<typeof loginAs>>;
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function ticket(ctx: Ctx, who: Session, name = 'picture.png') {
  const res = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=covers&originalName=${name}&timeout=60`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.body);
  return { path: url.pathname + url.search, id: url.pathname.split('/').pop()! };
}

/** Issue 19: upload URLs are one-time tickets of the gateway, refused with a JSON error on a second use. */
function singleUseSuite(ctx: () => Ctx, put: (path: string, body: Buffer) => Promise<{ status: number; json: () => Promise<unknown>; etag: string | null }>) {
  it('spends the ticket on its first PUT: a replay and a racing PUT get 403 URL_USED, the bytes stay the first', async () => {
    const s = await loginAs(ctx().app, 'student1');
    const first = png(`ticket-${Date.now()}`);
    const t = await ticket(ctx(), s);
    const ok = await put(t.path, first);
    expect(ok.status).toBe(200);
    expect(ok.etag).toBe(`"${md5(first)}"`);
    const replay = await put(t.path, Buffer.from('<html><script>alert(1)</script>'));
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ code: 'URL_USED', message: expect.any(String) as unknown });
    const back = await ctx().app.inject({ method: 'GET', url: ApiPaths.presignedFile(t.id), headers: s.auth });
    expect(back.rawPayload.equals(first)).toBe(true);
    expect(back.headers['content-type']).toBe('image/png');

    const raced = await ticket(ctx(), s);
    const both = await Promise.all([put(raced.path, png('a')), put(raced.path, png('b'))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('refuses a declared body over 28 MB before spending the ticket, and an unknown ticket id', async () => {
    const s = await loginAs(ctx().app, 'student1');
    const t = await ticket(ctx(), s);
    const big = await ctx().app.inject({ method: 'PUT', url: t.path, payload: Buffer.alloc(FILE_SIZE_LIMIT_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).code).toBe('FILE_TOO_LARGE');
    // Not spent by the refused body.
    expect((await put(t.path, png('small'))).status).toBe(200);
  });
}

describe('one-time upload tickets on local disk', () => {
  let ctx: Ctx;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tickets-'));
  beforeAll(async () => {
    ctx = await buildTestApp({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  singleUseSuite(
    () => ctx,
    async (url, body) => {
      const res = await ctx.app.inject({ method: 'PUT', url, payload: body });
      return { status: res.statusCode, json: () => Promise.resolve(res.json<unknown>()), etag: (res.headers.etag) ?? null };
    },
  );

  it('serves GET /api/files/s3/{id} like a local file: uploader, staff, readers of a project that lists it', async () => {
    const [s1, s2, teacher] = await Promise.all((['student1', 'student2', 'teacher'] as const).map((l) => loginAs(ctx.app, l)));
    const t = await ticket(ctx, s1);
    expect((await ctx.app.inject({ method: 'PUT', url: t.path, payload: png(`access-${Date.now()}`) })).statusCode).toBe(200);
    const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: ApiPaths.presignedFile(t.id), headers });
    expect((await get(s1.auth)).statusCode).toBe(200);
    expect((await get(teacher.auth)).statusCode).toBe(200);
    const stranger = await get(s2.auth);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('NOT_FOUND');
    expect((await get()).statusCode).toBe(404);

    // <img>, <audio> and fetch() send no Authorization header: the file cookie carries the caller.
    const call = await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s1.auth });
    const setCookie = String(call.headers['set-cookie']);
    expect(setCookie).toContain(`${FILE_COOKIE}=${s1.token}`);
    expect(setCookie).toMatch(/Path=\/api\/;.*HttpOnly; SameSite=Lax/);
    // Set once: a call that brings the current token's cookie back gets no new one.
    const next = await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: { ...s1.auth, cookie: `${FILE_COOKIE}=${s1.token}` } });
    expect(next.headers['set-cookie']).toBeUndefined();
    expect((await get({ cookie: `${FILE_COOKIE}=${s1.token}` })).statusCode).toBe(200);
    expect((await get({ cookie: `${FILE_COOKIE}=${s2.token}` })).statusCode).toBe(404);
    expect((await get({ cookie: `${FILE_COOKIE}=${s1.refreshToken}` })).statusCode).toBe(404);
    expect((await get({ cookie: `${FILE_COOKIE}=forged.token.value` })).statusCode).toBe(404);
    // Only downloads read the cookie: other routes still need the header.
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: { cookie: `${FILE_COOKIE}=${s1.token}` } })).statusCode).toBe(401);

    // A public project listing it opens it to everyone; made private, to its owner (and staff) again.
    const resources = [{ name: 'picture.png', url: ApiPaths.presignedFile(t.id), md5: null, resourceType: 'File' }];
    const created = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.projects(s1.userId),
      headers: s1.auth,
      payload: { title: 'Картинка', projectType: ProjectType.Image, accessType: 2, resources },
    });
    expect(created.statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    expect((await get(s2.auth)).statusCode).toBe(200);

    const logout = await ctx.app.inject({ method: 'POST', url: ApiPaths.logout, headers: s1.auth, payload: { refreshToken: s1.refreshToken } });
    expect(String(logout.headers['set-cookie'])).toContain(`${FILE_COOKIE}=; Path=/api/; Max-Age=0`);
  });
});

describe('one-time upload tickets on S3 (s3rver, streamed through a listening gateway)', () => {
  let ctx: Ctx;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let base = '';
  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await buildTestApp();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });
  singleUseSuite(
    () => ctx,
    async (url, body) => {
      const res = await fetch(base + url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'application/octet-stream' } });
      return { status: res.status, json: () => res.json(), etag: res.headers.get('etag') };
    },
  );
});
