import { WindowId, type AiChatMessageDto, type AnswerItem } from '@school/contracts';

/**
 * An AiChat task's answer is its conversation: one answer item in the description window
 * (the kind's answer window) holding { chatId, messages } as JSON.
 */
export interface ConversationAnswer {
  chatId: string | null;
  messages: AiChatMessageDto[];
}

export function toAnswer(chatId: string, messages: AiChatMessageDto[]): AnswerItem[] {
  return [{ windowId: WindowId.description, answerText: JSON.stringify({ chatId, messages }) }];
}

/** The saved conversation; anything unreadable is an empty one. */
export function fromAnswer(answer: readonly AnswerItem[]): ConversationAnswer {
  const text = answer.find((a) => a.windowId === WindowId.description)?.answerText;
  if (!text) return { chatId: null, messages: [] };
  try {
    const value = JSON.parse(text) as Partial<ConversationAnswer>;
    const messages = Array.isArray(value.messages)
      ? value.messages.filter(
          (m): m is AiChatMessageDto => !!m && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string',
        )
      : [];
    return { chatId: typeof value.chatId === 'string' ? value.chatId : null, messages };
  } catch {
    return { chatId: null, messages: [] };
  }
}
