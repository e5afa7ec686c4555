import type { AiChatResult } from '../enums';

/** One message of an assistant chat. */
export interface AiChatMessageDto {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * POST /api/aichat/send. An empty or whitespace-only message is never sent; chatId is null for
 * a new chat; context carries what the student sees (task text, their code); taskId ties the
 * chat to a task (quiz tasks are refused).
 */
export interface AiChatSendRequest {
  chatId: string | null;
  message: string;
  media: 'text';
  context: string;
  taskId: number | null;
}

/** result NoTokens means the daily quota is used up ('К сожалению, на сегодня я устал…'). */
export interface AiChatSendResponse {
  result: AiChatResult;
  response: string;
  chatId: string;
}

/** GET /api/aichat/{chatId}. */
export interface AiChatDto {
  chatId: string;
  title: string;
  taskId: number | null;
  messages: AiChatMessageDto[];
  updatedAt: string;
}

/** GET /api/aichat?page={n}: the history, newest first, paged by page number. */
export interface AiChatHistoryPage {
  page: number;
  pageSize: number;
  total: number;
  chats: Omit<AiChatDto, 'messages'>[];
}
