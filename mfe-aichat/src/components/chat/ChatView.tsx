import { useEffect, useRef } from 'react';
import { AI_TEXTS, type AiChatMessageDto } from '@school/contracts';
import { Spinner } from '@school/ui';
import { ChatInput } from './ChatInput';
import { ChatMessage } from './ChatMessage';
import { useChat } from './use-chat';
import 'highlight.js/styles/github.css';
import './chat.css';

export interface ChatViewProps {
  chatId: string | null;
  taskId: number | null;
  context?: string;
  onConversation?(chatId: string, messages: AiChatMessageDto[]): void;
}

/** A conversation with the tutor: the messages, the answer streaming in, the input. */
export function ChatView({ chatId, taskId, context = '', onConversation }: ChatViewProps) {
  const chat = useChat({ chatId, taskId, context, onConversation });
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces matter: scrollIntoView returns a promise in recent Chromium, and an effect may return only a cleanup.
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.lines.length, chat.streaming]);

  return (
    <div className="aichat-view">
      <div className="aichat-view__list" role="log" aria-live="polite">
        {chat.loading && <Spinner />}
        {!chat.loading && !chat.lines.length && <div className="aichat-msg aichat-msg--assistant"><p>{AI_TEXTS.greeting}</p></div>}
        {chat.lines.map((l, i) => (
          <ChatMessage key={i} role={l.role} content={l.content} notice={l.notice} />
        ))}
        {chat.streaming !== null &&
          (chat.streaming ? (
            <ChatMessage role="assistant" content={chat.streaming} streaming />
          ) : (
            <p className="aichat-view__thinking">{AI_TEXTS.thinking}</p>
          ))}
        <div ref={end} />
      </div>
      <ChatInput waiting={chat.waiting} onSend={(t) => void chat.send(t)} />
    </div>
  );
}
