import { EntitySchema } from '@mikro-orm/core';
import { User } from '../auth/entities';

/** One conversation of a student with the tutor, tied to the task it was opened on (if any). */
export class AiChat {
  /** Random id (UUID): chat ids travel in URLs. */
  id!: string;
  student!: User;
  taskId: number | null = null;
  title = '';
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export class AiChatMessage {
  id!: number;
  chat!: AiChat;
  role!: 'user' | 'assistant';
  content!: string;
  createdAt: Date = new Date();
}

/** Tokens a student used on one day (UTC date, YYYY-MM-DD): the daily quota's count. */
export class AiUsage {
  id!: number;
  student!: User;
  day!: string;
  tokens = 0;
}

const idProp = { type: 'integer', primary: true, autoincrement: true } as const;

export const AiChatSchema = new EntitySchema<AiChat>({
  class: AiChat,
  tableName: 'ai_chats',
  indexes: [{ properties: ['student', 'updatedAt'] }, { properties: ['student', 'taskId'] }],
  properties: {
    id: { type: 'string', length: 36, primary: true },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    taskId: { type: 'integer', nullable: true },
    title: { type: 'string', length: 200, default: '' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const AiChatMessageSchema = new EntitySchema<AiChatMessage>({
  class: AiChatMessage,
  tableName: 'ai_chat_messages',
  properties: {
    id: idProp,
    chat: { kind: 'm:1', entity: () => AiChat, deleteRule: 'cascade' },
    role: { type: 'string', length: 16 },
    content: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});

export const AiUsageSchema = new EntitySchema<AiUsage>({
  class: AiUsage,
  tableName: 'ai_usage',
  uniques: [{ properties: ['student', 'day'] }],
  properties: {
    id: idProp,
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    day: { type: 'string', length: 10 },
    tokens: { type: 'integer', default: 0 },
  },
});

export const aichatEntities = [AiChatSchema, AiChatMessageSchema, AiUsageSchema];
