import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions server on loopback, for tests, e2e and the bench:
 * real HTTP and server-sent events, the way Ollama, vLLM or a hosted API stream. Each answer is
 * the configured pieces, one SSE chunk each, `delayMs` apart, then a usage chunk and [DONE].
 */
export interface FakeOpenAiOptions {
  pieces: string[];
  /** Wait before the first piece and between pieces. */
  delayMs: number;
  /** total_tokens reported in the last chunk; null: no usage chunk. */
  usageTokens: number | null;
  /** 'fail' answers 500; 'hang' accepts and never answers. */
  mode: 'ok' | 'fail' | 'hang';
}

export interface FakeOpenAi {
  url: string;
  port: number;
  options: FakeOpenAiOptions;
  /** Every chat-completions request body received, in order. */
  requests: { model: string; messages: { role: string; content: string }[]; stream?: boolean }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(port = 0, options: Partial<FakeOpenAiOptions> = {}): Promise<FakeOpenAi> {
  const state: FakeOpenAi = {
    url: '',
    port: 0,
    options: { pieces: ['Давай ', 'подумаем ', 'вместе: ', 'что делает ', 'строка 3?'], delayMs: 20, usageTokens: 42, mode: 'ok', ...options },
    requests: [],
    close: () => Promise.resolve(),
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      state.requests.push(JSON.parse(body) as FakeOpenAi['requests'][number]);
      const { mode, pieces, delayMs, usageTokens } = state.options;
      if (mode === 'hang') return;
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, usage?: unknown) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: Math.floor(Date.now() / 1000),
          model: 'fake',
          choices: usage ? [] : [{ index: 0, delta, finish_reason: null }],
          ...(usage ? { usage } : {}),
        })}\n\n`;
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < pieces.length) {
          res.write(chunk(i === 0 ? { role: 'assistant', content: pieces[i] } : { content: pieces[i] }));
          i += 1;
          setTimeout(next, delayMs);
          return;
        }
        if (usageTokens !== null) res.write(chunk({}, { prompt_tokens: 0, completion_tokens: usageTokens, total_tokens: usageTokens }));
        res.end('data: [DONE]\n\n');
      };
      setTimeout(next, delayMs);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}
