import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProfileDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { Profile } from './entities';
import { DIRECTORY_PREFIX } from './directory';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

async function clearDisplayName(ctx: Ctx, userId: number, extra: Partial<Profile> = {}) {
  await ctx.app.em().nativeUpdate(Profile, { user: userId }, { displayName: '', ...extra });
}

/** Spec 7: GET /api/student/profile/{userId} falls back to the second host when there is no displayName. */
describe('profile fallback: the host mounted in the gateway by default', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the account name for a profile without a display name, and the host is a route of its own', async () => {
    const s3 = await loginAs(ctx.app, 'student3');
    await clearDisplayName(ctx, s3.userId);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s3.userId}`, headers: s3.auth });
    expect(res.statusCode).toBe(200);
    expect(dataOf<ProfileDto>(res).displayName).toBe('student3');

    const direct = await ctx.app.inject({ method: 'GET', url: `${DIRECTORY_PREFIX}/api/student/profile/${s3.userId}`, headers: s3.auth });
    expect(direct.statusCode).toBe(200);
    expect(dataOf(direct)).toEqual({ displayName: 'student3', age: null, gender: null });
    const s1 = await loginAs(ctx.app, 'student1');
    const other = await ctx.app.inject({ method: 'GET', url: `${DIRECTORY_PREFIX}/api/student/profile/${s3.userId}`, headers: s1.auth });
    expect(other.statusCode).toBe(403);
  });
});

describe('profile fallback: an outside second host (PROFILE_FALLBACK_URL)', () => {
  let ctx: Ctx;
  let server: http.Server;
  const seen: string[] = [];
  let answer: (userId: number) => { status: number; body: unknown } = () => ({ status: 404, body: {} });

  beforeAll(async () => {
    // A real HTTP server on loopback stands in for the outside host.
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
      const m = /^\/api\/student\/profile\/(\d+)$/.exec(req.url ?? '');
      const { status, body } = m ? answer(Number(m[1])) : { status: 404, body: {} };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({ profileFallbackUrl: `http://127.0.0.1:${port}/` });
  });
  afterAll(async () => {
    await ctx.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not ask the second host when the profile has a display name', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    seen.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s1.userId}`, headers: s1.auth });
    expect(dataOf<ProfileDto>(res).displayName).toBe('Маша Иванова');
    expect(seen).toEqual([]);
  });

  it('takes the display name (and a missing age and gender) from the second host, never forwarding the caller token', async () => {
    const s2 = await loginAs(ctx.app, 'student2');
    await clearDisplayName(ctx, s2.userId, { age: null, gender: 'm' });
    answer = (id) => (id === s2.userId ? { status: 200, body: { data: { displayName: 'Петя из второй базы', age: 12, gender: 'w' } } } : { status: 404, body: {} });
    seen.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s2.userId}`, headers: s2.auth });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({ id: s2.userId, displayName: 'Петя из второй базы', age: 12, gender: 'm' });
    expect(seen).toEqual([`GET /api/student/profile/${s2.userId} -`]);
    // The own route of the default host is not mounted when an outside host is configured.
    const mounted = await ctx.app.inject({ method: 'GET', url: `${DIRECTORY_PREFIX}/api/student/profile/${s2.userId}`, headers: s2.auth });
    expect(mounted.statusCode).toBe(404);
  });

  it('keeps the own profile when the second host fails, answers garbage or is gone', async () => {
    const s3 = await loginAs(ctx.app, 'student3');
    await clearDisplayName(ctx, s3.userId);
    const read = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s3.userId}`, headers: s3.auth });
      expect(res.statusCode).toBe(200);
      return dataOf<ProfileDto>(res);
    };
    answer = () => ({ status: 500, body: { error: 'boom' } });
    expect((await read()).displayName).toBe('');
    answer = () => ({ status: 200, body: { data: { displayName: 42, age: 'x', gender: 'q' } } });
    expect((await read()).displayName).toBe('');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const gone = await read();
    expect(gone.displayName).toBe('');
    await new Promise<void>((resolve) => server.listen((server.address() as AddressInfo | null)?.port ?? 0, '127.0.0.1', resolve));
  });
});
