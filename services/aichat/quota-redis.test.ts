import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { AI_TEXTS, AiChatResult } from '@school/contracts';
import { loginAs } from '../test/test-app';
import { startFakeOpenAi, type FakeOpenAi } from './test/fake-openai';
import { buildWithEnv, sendJson, type Ctx } from './test/kit';

const REDIS = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

// Runs where Debian's redis-server is installed (apt-get install redis-server).
(existsSync(REDIS) ? describe : describe.skip)('daily quota shared through Redis', () => {
  let redis: ChildProcess;
  let fake: FakeOpenAi;
  let a: Ctx & { base: string };
  let b: Ctx & { base: string };

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(port);
    fake = await startFakeOpenAi(0, { usageTokens: 70, delayMs: 5 });
    const env = { AI_BASE_URL: fake.url, AI_DAILY_TOKENS: '100', REDIS_URL: `redis://127.0.0.1:${port}` };
    // Two instances with separate databases: only Redis is shared between them.
    [a, b] = [await buildWithEnv(env), await buildWithEnv(env)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fake?.close();
    redis?.kill('SIGTERM');
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
    const dbRows = await a.app.em().getConnection().execute('select tokens from ai_usage');
    expect(dbRows).toEqual([{ tokens: 70 }]);
  });
});
