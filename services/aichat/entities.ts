import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/entities';

/** One conversation of a student with the tutor, tied to the task it was opened on (if any). */
export const AiChat = defineEntity({
  name: 'AiChat',
  tableName: 'ai_chats',
  indexes: [{ properties: ['student', 'updatedAt'] }, { properties: ['student', 'taskId'] }],
  properties: (p) => ({
    /** Random id (UUID): chat ids travel in URLs. */
    id: p.string().length(36).primary(),
    student: p.manyToOne(User).deleteRule('cascade'),
    taskId: p.integer().nullable(),
    title: p.string().length(200).default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type AiChat = InferEntity<typeof AiChat>;

export const AiChatMessage = defineEntity({
  name: 'AiChatMessage',
  tableName: 'ai_chat_messages',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    chat: p.manyToOne(AiChat).deleteRule('cascade'),
    role: p.string().$type<'user' | 'assistant'>().length(16),
    content: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type AiChatMessage = InferEntity<typeof AiChatMessage>;

/** Tokens a student used on one day (UTC date, YYYY-MM-DD): the daily quota's count. */
export const AiUsage = defineEntity({
  name: 'AiUsage',
  tableName: 'ai_usage',
  uniques: [{ properties: ['student', 'day'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    student: p.manyToOne(User).deleteRule('cascade'),
    day: p.string().length(10),
    tokens: p.integer().default(0),
  }),
});
export type AiUsage = InferEntity<typeof AiUsage>;

export const aichatEntities = [AiChat, AiChatMessage, AiUsage];
