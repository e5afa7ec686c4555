import { AI_TEXTS, AiChatResult } from '@school/contracts';
import { loginAs } from '../test/test-app';
import { describeWithRedis, startTestRedis, type TestRedis } from '../core/redis-test-server';
import { startFakeOpenAi, type FakeOpenAi } from './test/fake-openai';
import { buildWithEnv, sendJson, type Ctx } from './test/kit';

// Runs where Debian's redis-server is installed (apt-get install redis-server); fails without it in CI.
describeWithRedis('daily quota shared through Redis', () => {
  let redis: TestRedis;
  let fake: FakeOpenAi;
  let a: Ctx & { base: string };
  let b: Ctx & { base: string };

  beforeAll(async () => {
    redis = await startTestRedis();
    fake = await startFakeOpenAi(0, { usageTokens: 70, delayMs: 5 });
    const env = { AI_BASE_URL: fake.url, AI_DAILY_TOKENS: '100', REDIS_URL: redis.url };
    // Two instances with separate databases: only Redis is shared between them.
    [a, b] = [await buildWithEnv(env), await buildWithEnv(env)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fake?.close();
    await redis?.stop();
  });

  it('tokens used on one instance count on the other', async () => {
    const onA = await loginAs(a.app, 'student1');
    const onB = await loginAs(b.app, 'student1');
    expect(onA.userId).toBe(onB.userId);
    expect((await sendJson(a.base, onA, { message: 'раз' })).body.data.result).toBe(AiChatResult.Ok);
    expect((await sendJson(b.base, onB, { message: 'два' })).body.data.result).toBe(AiChatResult.Ok);
    const third = await sendJson(a.base, onA, { message: 'три' });
    expect(third.body.data).toMatchObject({ result: AiChatResult.NoTokens, response: AI_TEXTS.noTokens });
    // The database of each instance holds its own share too.
    const dbRows = (await a.app.em().getConnection().execute('select tokens from ai_usage')) as unknown[];
    expect(dbRows).toEqual([{ tokens: 70 }]);
  });

  it('after Redis restarts empty, the count starts again from the database, not from zero', async () => {
    await redis.stop();
    await redis.start();
    const ready = async () => {
      for (let i = 0; i < 100 && (a.app.redis!.client.status !== 'ready' || b.app.redis!.client.status !== 'ready'); i++) await new Promise((r) => setTimeout(r, 50));
    };
    await ready();
    // A's database holds 70 of today's tokens: under 100, so one more reply (70 more).
    const onA = await loginAs(a.app, 'student1');
    expect((await sendJson(a.base, onA, { message: 'четыре' })).body.data.result).toBe(AiChatResult.Ok);
    // Redis now counts 140 (the database's total), not the 70 of this reply alone.
    const onB = await loginAs(b.app, 'student1');
    expect((await sendJson(b.base, onB, { message: 'пять' })).body.data).toMatchObject({ result: AiChatResult.NoTokens });
  });
});
