import { AI_CHAT_SSE_EVENTS, AI_TEXTS, ApiPaths, type AiChatSendRequest, type AiChatSendResponse } from '@school/contracts';
import { takeSseEvents } from './sse';

/** Why a streamed send gave no answer: the caller retries through the JSON call, or shows the text. */
export class StreamSendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/aichat/send as server-sent events: `onDelta` gets the answer as it arrives and the
 * promise the final answer. HTTP errors become StreamSendError with the server's Russian message.
 */
export async function streamSend(
  body: AiChatSendRequest,
  bearer: string | null,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AiChatSendResponse> {
  let res: Response;
  try {
    res = await fetch(ApiPaths.aiChatSend, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new StreamSendError(0, AI_TEXTS.networkError);
  }
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new StreamSendError(res.status, res.status >= 500 || !error?.message ? AI_TEXTS.networkError : error.message);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done: AiChatSendResponse | null = null;
  try {
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      const parsed = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const e of parsed.events) {
        if (e.event === AI_CHAT_SSE_EVENTS.delta) onDelta((e.data as { text: string }).text);
        if (e.event === AI_CHAT_SSE_EVENTS.done) done = e.data as AiChatSendResponse;
      }
    }
  } catch {
    throw new StreamSendError(0, AI_TEXTS.networkError);
  }
  if (!done) throw new StreamSendError(0, AI_TEXTS.networkError);
  return done;
}
