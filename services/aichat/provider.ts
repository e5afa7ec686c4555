import OpenAI from 'openai';
import type { AiChatOptions } from './config';

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Completion {
  text: string;
  /** Tokens the provider reported, or an estimate (4 characters a token) when it reports none. */
  tokens: number;
}

/** Thrown when the provider fails, times out or answers nothing: the student sees the network text. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * Streams one chat completion from any OpenAI-compatible server. The timeout is an idle timeout:
 * the provider must send its first token, and each next one, within timeoutMs.
 */
export function createProvider(opts: AiChatOptions & { baseUrl: string }) {
  const client = new OpenAI({ baseURL: opts.baseUrl, apiKey: opts.apiKey, maxRetries: 0, timeout: opts.timeoutMs });

  return async function complete(turns: ChatTurn[], onDelta: (text: string) => void, signal?: AbortSignal): Promise<Completion> {
    const abort = new AbortController();
    const onOuterAbort = () => abort.abort();
    signal?.addEventListener('abort', onOuterAbort);
    let timer = setTimeout(() => abort.abort(), opts.timeoutMs);
    const bump = () => {
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), opts.timeoutMs);
    };
    let text = '';
    let usage: number | null = null;
    try {
      const stream = await client.chat.completions.create(
        { model: opts.model, messages: turns, stream: true, stream_options: { include_usage: true } },
        { signal: abort.signal },
      );
      for await (const chunk of stream) {
        bump();
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          text += delta;
          onDelta(delta);
        }
        if (chunk.usage) usage = chunk.usage.total_tokens;
      }
    } catch (err) {
      throw new ProviderError(err instanceof Error ? err.message : String(err));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onOuterAbort);
    }
    if (!text.trim()) throw new ProviderError('empty answer');
    const prompt = turns.reduce((n, t) => n + estimateTokens(t.content), 0);
    return { text, tokens: usage ?? prompt + estimateTokens(text) };
  };
}

export type Provider = ReturnType<typeof createProvider>;
