import type { DataResponse, RefreshResponse, SessionDto, TokenPayload } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { errorOf } from '../test/body';

describe('auth', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ accessTokenTtlS: 60 });
  });
  afterAll(() => ctx.close());

  it('logs in with the demo password and returns the session fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'student1', password: 'student123' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<DataResponse<SessionDto>>();
    expect(typeof data.token).toBe('string');
    expect(typeof data.refreshToken).toBe('string');
    expect(data.authExpire).toBeGreaterThan(Date.now() / 1000);
    expect(data.refreshExpire).toBeGreaterThan(data.authExpire);
    const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()) as TokenPayload;
    expect(payload).toMatchObject({ user: 'student1', role: 'student' });
    expect(typeof payload.user_id).toBe('number');
  });

  it('stores passwords with a KDF, never in clear', async () => {
    const user = await ctx.app.users.findByLogin('student1');
    expect(user!.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(user!.passwordHash).not.toContain('student123');
  });

  it('refuses a wrong password with the Russian message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'student1', password: 'wrong' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Неверный логин или пароль' });
  });

  it('validates the body by schema and leaks no stack', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 5 } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION');
    expect(res.body).not.toContain('at ');
  });

  it('refreshes with the refresh token shaped as the spec says', async () => {
    const session = await loginAs(ctx.app, 'teacher');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { login: 'teacher', password: session.refreshToken, role: 'teacher' },
    });
    expect(res.statusCode).toBe(200);
    // The spec's fields at the top level, and the same again under data.
    const body = res.json<RefreshResponse & DataResponse<RefreshResponse>>();
    expect(typeof body.token).toBe('string');
    expect(body.data.token).toBe(body.token);
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/student/profile/${session.userId}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 to an invalid refresh token, an access token used as refresh, and a revoked one', async () => {
    const session = await loginAs(ctx.app, 'student2');
    const tries = [
      { login: 'student2', password: 'garbage', role: 'student' },
      { login: 'student2', password: session.token, role: 'student' },
      { login: 'student1', password: session.refreshToken, role: 'student' },
    ];
    for (const payload of tries) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
      expect(res.statusCode).toBe(401);
    }
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.auth,
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { login: 'student2', password: session.refreshToken, role: 'student' },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('refuses a refresh token as an access token', async () => {
    const session = await loginAs(ctx.app, 'student1');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/student/${session.userId}/group`,
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs a token on every non-public route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student/1/group' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Требуется вход');
  });
});

describe('login rate limit', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => ctx.close());

  it('answers 429 after the limit of attempts per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'student3', password: 'nope' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'student3', password: 'nope' },
    });
    expect(errorOf(res).message).toBe('Слишком много попыток входа. Попробуйте через минуту.');
  });
});
