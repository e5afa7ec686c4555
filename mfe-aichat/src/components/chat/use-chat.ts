import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppStore } from '@school/api-client';
import { AI_TEXTS, AiChatResult, type AiChatMessageDto, type AiChatSendResponse } from '@school/contracts';
import { aichatApi, useGetAiChatQuery, useSendAiChatMutation } from '../../lib/aichat-api';
import { streamSend, StreamSendError } from '../../lib/stream-send';

/** A line of the conversation on screen; a notice is one of the spec's refusal or failure texts. */
export interface ChatLine extends AiChatMessageDto {
  notice?: boolean;
}

export interface UseChatOptions {
  chatId: string | null;
  taskId: number | null;
  /** The last run's output or error, sent as the message's context. */
  context: string;
  /** Called after each answer with the stored conversation (AiChat tasks save it as the answer). */
  onConversation?(chatId: string, messages: AiChatMessageDto[]): void;
}

/** One chat: loads it, sends with streaming, keeps the lines and the waiting state. */
export function useChat({ chatId: initialChatId, taskId, context, onConversation }: UseChatOptions) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [sendJson] = useSendAiChatMutation();
  const [chatId, setChatId] = useState<string | null>(initialChatId);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const linesRef = useRef<ChatLine[]>(lines);
  useEffect(() => {
    linesRef.current = lines;
  }, [lines]);
  const [streaming, setStreaming] = useState<string | null>(null);
  const loadedFor = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const loaded = useGetAiChatQuery(initialChatId ?? skipToken);

  // The stored messages replace the lines once per opened chat (not after our own sends).
  useEffect(() => {
    if (loaded.data && loadedFor.current !== loaded.data.chatId) {
      loadedFor.current = loaded.data.chatId;
      setLines(loaded.data.messages);
    }
  }, [loaded.data]);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (message: string) => {
      if (!message.trim() || streaming !== null) return;
      const body = { chatId, message, media: 'text' as const, context, taskId };
      setLines((l) => [...l, { role: 'user', content: message }]);
      setStreaming('');
      abort.current = new AbortController();
      let result: AiChatSendResponse;
      try {
        const { auth } = store.getState();
        result = await streamSend(body, auth.token ?? auth.courseToken, (t) => setStreaming((s) => (s ?? '') + t), abort.current.signal);
      } catch (err) {
        const e = err instanceof StreamSendError ? err : new StreamSendError(0, AI_TEXTS.networkError);
        if (e.status === 401 || e.status === 403) {
          // The token may have expired: the JSON call refreshes it and retries once.
          result = await sendJson(body)
            .unwrap()
            .catch(() => ({ result: AiChatResult.Unavailable, response: AI_TEXTS.networkError, chatId: chatId ?? '' }));
        } else {
          result = { result: AiChatResult.Unavailable, response: e.message, chatId: chatId ?? '' };
        }
      }
      setStreaming(null);
      if (result.result === AiChatResult.Ok) {
        loadedFor.current = result.chatId;
        setChatId(result.chatId);
        const next: ChatLine[] = [...linesRef.current, { role: 'assistant', content: result.response }];
        setLines(next);
        onConversation?.(result.chatId, next.filter((x) => !x.notice).map(({ role, content }) => ({ role, content })));
        dispatch(aichatApi.util.invalidateTags([{ type: 'Chat', id: 'LIST' }, { type: 'Chat', id: result.chatId }]));
      } else {
        setLines((l) => [...l, { role: 'assistant', content: result.response, notice: true }]);
      }
    },
    [chatId, context, dispatch, onConversation, sendJson, store, streaming, taskId],
  );

  return { chatId, lines, streaming, waiting: streaming !== null, loading: loaded.isFetching && !lines.length, send };
}
