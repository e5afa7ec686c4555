import { Type, type Static } from 'typebox';
import { AiChatResult } from '../enums';
import { Count, EnumOf, Id, IsoTime, Nullable, Str } from './schema-kit';

/** GET /api/aichat?page={n}: chats per page (page numbers start at 1). */
export const AI_CHAT_PAGE_SIZE = 20;
/** Longest message a student may send (characters); longer is refused: 400 MESSAGE_TOO_LONG. */
export const AI_CHAT_MAX_MESSAGE_CHARS = 2000;
/** Longest context (the last run's output or error) the client may send: 400 CONTEXT_TOO_LONG. */
export const AI_CHAT_MAX_CONTEXT_CHARS = 4000;

/** Chat ids are UUIDs. */
const ChatId = () => Str(36, { pattern: '^[0-9a-f-]{36}$' });

/** One message of an assistant chat. */
export const AiChatMessageSchema = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
});
export type AiChatMessageDto = Static<typeof AiChatMessageSchema>;

/**
 * POST /api/aichat/send. An empty or whitespace-only message is refused (400 EMPTY_MESSAGE);
 * chatId is null for a new chat; context is the last run's output or error (the server assembles
 * the rest: task description, the student's saved answer); taskId ties the chat to a task (quiz
 * tasks are refused from the task's stored type). The schema's caps are hard limits; the
 * AI_CHAT_MAX_* limits above are checked with their own codes.
 */
export const AiChatSendRequestSchema = Type.Object(
  {
    chatId: Type.Optional(Nullable(ChatId())),
    message: Str(AI_CHAT_MAX_MESSAGE_CHARS * 10),
    media: Type.Literal('text'),
    context: Type.Optional(Str(AI_CHAT_MAX_CONTEXT_CHARS * 10)),
    taskId: Type.Optional(Nullable(Id())),
  },
  { additionalProperties: false },
);
export interface AiChatSendRequest {
  chatId: string | null;
  message: string;
  media: 'text';
  context: string;
  taskId: number | null;
}

/**
 * result NoTokens means the daily quota is used up ('К сожалению, на сегодня я устал…'); Refused
 * a quiz task; Unavailable the language model failed or timed out (response is the network text).
 */
export const AiChatSendResponseSchema = Type.Object({
  result: EnumOf(AiChatResult),
  response: Type.String(),
  chatId: Type.String(),
});
export type AiChatSendResponse = Static<typeof AiChatSendResponseSchema>;

export const AiChatSummarySchema = Type.Object({
  chatId: Type.String(),
  title: Type.String(),
  taskId: Nullable(Type.Integer()),
  updatedAt: IsoTime(),
});

/**
 * GET /api/aichat/{chatId}. Readable by its student and by a teacher of one of that student's
 * groups (to read an AiChat task's conversation); anyone else gets 403. Only its student writes.
 */
export const AiChatDtoSchema = Type.Object({ ...AiChatSummarySchema.properties, messages: Type.Array(AiChatMessageSchema) });
export type AiChatDto = Static<typeof AiChatDtoSchema>;

export const AiChatIdParamsSchema = Type.Object({ chatId: ChatId() }, { additionalProperties: false });

/** GET /api/aichat?page={n}: the history, newest first, AI_CHAT_PAGE_SIZE chats a page. */
export const AiChatHistoryPageSchema = Type.Object({
  page: Count(),
  pageSize: Count(),
  total: Count(),
  chats: Type.Array(AiChatSummarySchema),
});
export type AiChatHistoryPage = Static<typeof AiChatHistoryPageSchema>;

/**
 * Query of GET /api/aichat: page (default 1), optionally the chats of one task, and studentId for
 * a teacher reading a student of their groups.
 */
export const AiChatHistoryQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    taskId: Type.Optional(Id()),
    studentId: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export interface AiChatHistoryQuery {
  page: number;
  taskId?: number;
  studentId?: number;
}

/**
 * The stream of POST /api/aichat/send when the request accepts text/event-stream: server-sent
 * events `delta` ({ text }) as the answer arrives, then one `done` whose data is the
 * AiChatSendResponse (the same body a JSON request gets in `data`).
 */
export interface AiChatDeltaEvent {
  text: string;
}
export const AI_CHAT_SSE_EVENTS = { delta: 'delta', done: 'done' } as const;
