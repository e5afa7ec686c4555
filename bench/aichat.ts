/**
 * `npm run bench:aichat`: first-token latency of the AI tutor through the gateway (JWT, rate and
 * quota checks, the task context from the database, the chat stored, SSE to the client) against
 * the same OpenAI-compatible provider called directly (the `openai` client, streamed). The
 * provider is the loopback fake of the service tests, answering its first piece after 20 ms.
 * Prints p50/p95 of both, the overhead in ms and the ratio, measured in one run.
 */
import OpenAI from 'openai';
import { ApiPaths } from '@school/contracts';
import { startFakeOpenAi } from '../services/aichat/test/fake-openai';
import { withGateway } from './lib/gateway';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const FIRST_TOKEN_MS = 20;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => n.toFixed(1);

async function direct(baseURL: string): Promise<number> {
  const client = new OpenAI({ baseURL, apiKey: 'bench', maxRetries: 0 });
  const started = performance.now();
  const stream = await client.chat.completions.create({
    model: 'fake',
    messages: [{ role: 'user', content: 'Почему не работает?' }],
    stream: true,
  });
  let first = 0;
  for await (const chunk of stream) {
    if (!first && chunk.choices[0]?.delta?.content) first = performance.now() - started;
  }
  return first;
}

async function throughService(base: string, auth: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${ApiPaths.aiChatSend}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ chatId: null, message: 'Почему не работает?', media: 'text', context: 'NameError: x', taskId: 3 }),
  });
  if (!res.ok || !res.body) throw new Error(`send: ${res.status} ${await res.text()}`);
  let first = 0;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (!first && text.includes('event: delta')) first = performance.now() - started;
  }
  if (!text.includes('"result":"Ok"')) throw new Error(`no answer: ${text.slice(-300)}`);
  return first;
}

async function main() {
  const fake = await startFakeOpenAi(0, { delayMs: FIRST_TOKEN_MS, usageTokens: 1 });
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_DAILY_TOKENS = '100000000';
  process.env.AI_RATE_PER_MINUTE = '100000';
  try {
    await withGateway(async (gw) => {
      const teacher = await gw.login('teacher', 'teacher123');
      // Warm both paths (JIT, connections, the first chat).
      for (let i = 0; i < 5; i += 1) {
        await direct(fake.url);
        await throughService(gw.base, teacher.auth);
      }
      const viaDirect: number[] = [];
      const viaService: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        viaDirect.push(await direct(fake.url));
        viaService.push(await throughService(gw.base, teacher.auth));
      }
      const [d50, d95, s50, s95] = [pct(viaDirect, 50), pct(viaDirect, 95), pct(viaService, 50), pct(viaService, 95)];
      console.log(`first-token latency, ${ROUNDS} sequential requests each, provider's first piece after ${FIRST_TOKEN_MS} ms`);
      console.log(`provider directly (openai client): p50 ${fmt(d50)} ms, p95 ${fmt(d95)} ms`);
      console.log(`through /api/aichat/send (SSE):     p50 ${fmt(s50)} ms, p95 ${fmt(s95)} ms`);
      console.log(`service overhead: p50 +${fmt(s50 - d50)} ms (x${(s50 / d50).toFixed(2)}), p95 +${fmt(s95 - d95)} ms (x${(s95 / d95).toFixed(2)})`);
    });
  } finally {
    await fake.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
