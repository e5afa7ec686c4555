import type { FastifyRequest } from 'fastify';
import {
  AI_CHAT_MAX_CONTEXT_CHARS,
  AI_CHAT_MAX_MESSAGE_CHARS,
  AI_TEXTS,
  AiChatResult,
  type AiChatSendRequest,
  type AiChatSendResponse,
} from '@school/contracts';
import { badRequest, HttpError } from '../core/http-error';
import type { AiChatOptions } from './config';
import type { ChatsRepository } from './chats-repository';
import { HISTORY_TURNS } from './chats-repository';
import { offlineAnswer } from './no-llm/explain-error';
import { ProviderError, type Provider } from './provider';
import type { Quota } from './quota';
import type { LearningReader } from '../learning/reader';
import { buildTurns, loadTaskContext, type TaskContext } from './task-context';

export interface SendDeps {
  /** The learning domain's public reader (learning/reader.ts): tasks, access, answers. */
  learning: LearningReader;
  chats: ChatsRepository;
  quota: Quota;
  provider: Provider | null;
  allow(studentId: number): Promise<boolean>;
  options: AiChatOptions;
}

/** Checks a send request before anything is stored or streamed: clear 400s, 429 when too fast. */
export function validateSend(body: AiChatSendRequest): void {
  if (!body.message.trim()) throw badRequest(AI_TEXTS.inputPlaceholder, 'EMPTY_MESSAGE');
  if (body.message.length > AI_CHAT_MAX_MESSAGE_CHARS) {
    throw badRequest(AI_TEXTS.tooLong(AI_CHAT_MAX_MESSAGE_CHARS), 'MESSAGE_TOO_LONG');
  }
  if (body.context.length > AI_CHAT_MAX_CONTEXT_CHARS) {
    throw badRequest(AI_TEXTS.tooLong(AI_CHAT_MAX_CONTEXT_CHARS), 'CONTEXT_TOO_LONG');
  }
}

/**
 * One message to the tutor. Everything that may refuse with an HTTP error (validation, rights,
 * rate) runs in `prepare`, before a stream starts; `answer` then never throws: a provider failure
 * becomes result Unavailable with the spec's network text.
 */
export async function prepareSend(deps: SendDeps, request: FastifyRequest, body: AiChatSendRequest) {
  validateSend(body);
  const studentId = request.user.user_id;
  if (!(await deps.allow(studentId))) throw new HttpError(429, 'RATE_LIMITED', AI_TEXTS.tooFast);
  const existing = body.chatId ? await deps.chats.writable(request, body.chatId) : null;
  const taskId = existing ? existing.taskId : body.taskId;
  const task: TaskContext | null = taskId ? await loadTaskContext(deps.learning, request, taskId) : null;

  return async function answer(onDelta: (text: string) => void, signal?: AbortSignal): Promise<AiChatSendResponse> {
    const chatIdSoFar = existing?.id ?? body.chatId ?? '';
    if (task?.role === 'refuses') {
      return { result: AiChatResult.Refused, response: AI_TEXTS.quizRefusal, chatId: chatIdSoFar };
    }
    const chatId = existing?.id ?? deps.chats.newId();
    const [exhausted, history] = await Promise.all([
      deps.provider ? deps.quota.exhausted(studentId) : false,
      existing ? deps.chats.messages(chatId, HISTORY_TURNS) : [],
    ]);
    if (exhausted) return { result: AiChatResult.NoTokens, response: AI_TEXTS.noTokens, chatId: chatIdSoFar };
    // The chat and the student's message are stored while the model already works on the answer.
    const stored = (existing ? Promise.resolve() : deps.chats.create(chatId, studentId, task?.taskId ?? null, body.message).then(() => undefined)).then(
      () => deps.chats.append(chatId, 'user', body.message),
    );
    stored.catch(() => undefined); // awaited below; handled here so a failure meanwhile is not "unhandled"

    if (!deps.provider) {
      // No run published: the student may have pasted the error into the message itself.
      const output = body.context.trim() ? body.context : body.message;
      const text = offlineAnswer({ output, language: task?.language ?? 'python', explain: task?.explain, goal: task?.goal ?? '', code: task?.answer });
      onDelta(text);
      await stored;
      await deps.chats.append(chatId, 'assistant', text);
      return { result: AiChatResult.Ok, response: text, chatId };
    }
    const turns = buildTurns({ task, runOutput: body.context, history, message: body.message });
    const completion = await deps.provider(turns, onDelta, signal).catch((err: unknown) => {
      if (err instanceof ProviderError) return err;
      throw err;
    });
    await stored;
    if (completion instanceof ProviderError) {
      request.log.warn({ err: completion.message }, 'aichat provider failed');
      return { result: AiChatResult.Unavailable, response: AI_TEXTS.networkError, chatId };
    }
    await deps.chats.append(chatId, 'assistant', completion.text);
    await deps.quota.add(studentId, completion.tokens);
    return { result: AiChatResult.Ok, response: completion.text, chatId };
  };
}
