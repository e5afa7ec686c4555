import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { buildTestApp } from '../test/test-app';
import { errorOf } from '../test/body';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
const login = (ctx: Ctx, body: { login: string; password: string }, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** Issue 19 item 1: a classroom behind one address logs in; failures count per login; 429 says RATE_LIMITED. */
describe('login limits with the defaults (10 failures per login, 300 attempts per address)', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp({ loginRateLimit: 10, loginAddressLimit: 300 });
  });
  afterAll(() => ctx.close());

  it('lets a classroom behind one address log in: 30 correct logins in a minute all succeed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const account = DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length];
      statuses.push((await login(ctx, { login: account.login, password: account.password })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
  });

  it("limits failures per login; a classmate's correct password from the same address still works", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(ctx, { login: 'student2', password: 'wrong' })).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const limited = await login(ctx, { login: 'student2', password: 'student123' });
    expect([limited.statusCode, errorOf(limited).code]).toEqual([429, 'RATE_LIMITED']);
    expect(errorOf(limited).message).toBe('Слишком много попыток входа. Попробуйте через минуту.');
    // Same address, another login: not blocked by student2's failures.
    expect((await login(ctx, { login: 'student1', password: 'student123' })).statusCode).toBe(200);
    // The login name is matched as the user types it, case and spaces aside.
    expect((await login(ctx, { login: ' Student2 ', password: 'x' })).statusCode).toBe(429);
  });
});

describe('the per-address ceiling and trusted proxies', () => {
  let untrusted: Ctx;
  let trusted: Ctx;
  beforeAll(async () => {
    untrusted = await buildTestApp({ loginRateLimit: 100, loginAddressLimit: 3 });
    trusted = await buildTestApp({ loginRateLimit: 100, loginAddressLimit: 3, trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(async () => {
    await untrusted.close();
    await trusted.close();
  });

  it('answers 429 RATE_LIMITED (never INTERNAL) over the ceiling; a forged X-Forwarded-For does not reset it', async () => {
    const results: [number, string | undefined][] = [];
    for (let i = 0; i < 5; i++) {
      const res = await login(untrusted, { login: 'student3', password: 'student123' }, { 'x-forwarded-for': `198.51.100.${i}` }, '203.0.113.7');
      results.push([res.statusCode, res.statusCode === 200 ? undefined : errorOf(res).code]);
    }
    expect(results).toEqual([[200, undefined], [200, undefined], [200, undefined], [429, 'RATE_LIMITED'], [429, 'RATE_LIMITED']]);
    // Another real address has its own ceiling.
    expect((await login(untrusted, { login: 'student3', password: 'student123' }, {}, '203.0.113.8')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const viaProxy = async (client: string) =>
      (await login(trusted, { login: 'student1', password: 'student123' }, { 'x-forwarded-for': client }, '10.1.2.3')).statusCode;
    // Behind the proxy each client has its own ceiling.
    expect([await viaProxy('198.51.100.1'), await viaProxy('198.51.100.1'), await viaProxy('198.51.100.1'), await viaProxy('198.51.100.1')]).toEqual([200, 200, 200, 429]);
    expect(await viaProxy('198.51.100.2')).toBe(200);
    // A client outside the proxy network forging the header is keyed by its own address.
    const forged = async (client: string) =>
      (await login(trusted, { login: 'student1', password: 'student123' }, { 'x-forwarded-for': client }, '192.0.2.50')).statusCode;
    expect([await forged('1.1.1.1'), await forged('1.1.1.2'), await forged('1.1.1.3'), await forged('1.1.1.4')]).toEqual([200, 200, 200, 429]);
  });
});
