import type { DataResponse, RefreshResponse } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { errorOf } from '../test/body';

/** Issue 19 item 8: refresh tokens rotate on every refresh, a reused one ends the family, logout ends it. */
describe('refresh token rotation', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const refresh = (login: string, token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { login, password: token, role: 'student' } });
  /** The refresh answer: the spec's fields at the top level, and the same again under data. */
  const refreshed = (res: Awaited<ReturnType<typeof refresh>>) => res.json<RefreshResponse & DataResponse<RefreshResponse>>();

  it('answers a new refresh token; the old one stops working and its reuse revokes the whole family', async () => {
    const session = await loginAs(ctx.app, 'student1');
    const first = await refresh('student1', session.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = refreshed(first);
    expect(typeof body.refreshToken).toBe('string');
    expect(body.refreshToken).not.toBe(session.refreshToken);
    expect(body.data.refreshToken).toBe(body.refreshToken);
    expect(body.token).toBe(body.data.token);

    // The new one works once and rotates again.
    const second = await refresh('student1', body.refreshToken!);
    expect(second.statusCode).toBe(200);
    const newest = refreshed(second).refreshToken!;

    // The first token comes back (copied by someone): refused, and the family ends.
    const reused = await refresh('student1', session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused).code).toBe('INVALID_REFRESH');
    const afterReuse = await refresh('student1', newest);
    expect(afterReuse.statusCode).toBe(401);

    // Another login (another family) is untouched.
    const other = await loginAs(ctx.app, 'student1');
    expect((await refresh('student1', other.refreshToken)).statusCode).toBe(200);
  });

  it('two refreshes racing with one token: exactly one wins', async () => {
    const session = await loginAs(ctx.app, 'student2');
    const answers = await Promise.all([refresh('student2', session.refreshToken), refresh('student2', session.refreshToken)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('logout revokes the family: the refresh token in hand no longer refreshes', async () => {
    const session = await loginAs(ctx.app, 'student3');
    const rotated = refreshed(await refresh('student3', session.refreshToken)).refreshToken!;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.auth, payload: { refreshToken: rotated } });
    expect(out.statusCode).toBe(200);
    expect((await refresh('student3', rotated)).statusCode).toBe(401);
  });

  it('keeps access tokens short-lived (15 minutes by default)', async () => {
    const session = await loginAs(ctx.app, 'teacher');
    const payload = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(900);
  });
});
