import { buildTestApp, loginAs } from '../test/test-app';
import { errorOf } from '../test/body';

describe('input guard', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses NUL characters, infinite numbers and broken JSON with 400 and a code', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/student/profile/${s1.userId}/timezone`,
        headers: { ...s1.auth, 'content-type': 'application/json' },
        payload,
      });
    const cases: [string, string][] = [
      ['{"timeZone":"Europe/Mos\\u0000cow","localTime":"10:00"}', 'NUL_CHARACTER'],
      ['{"timeZone":"Europe/Moscow","localTime":"10:00","x":1e309}', 'NUMBER_OUT_OF_RANGE'],
      ['{"timeZone":"Europe/Moscow",', 'INVALID_JSON'],
      ['{"__proto__":{"x":1},"timeZone":"a","localTime":"b"}', 'INVALID_JSON'],
    ];
    for (const [payload, code] of cases) {
      const res = await post(payload);
      expect({ payload, status: res.statusCode, code: errorOf(res).code }).toEqual({ payload, status: 400, code });
    }
    const query = await ctx.app.inject({ method: 'GET', url: '/api/student/project/trend?x=%00', headers: s1.auth });
    expect(query.statusCode).toBe(400);
    const ok = await post('{"timeZone":"Europe/Moscow","localTime":"10:00"}');
    expect(ok.statusCode).toBe(200);
  });
});
