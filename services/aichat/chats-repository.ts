import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AI_CHAT_PAGE_SIZE, Role, T, type AiChatDto, type AiChatHistoryPage, type AiChatMessageDto } from '@school/contracts';
import { forbidden, notFound } from '../core/http-error';
import { AiChat, AiChatMessage } from './entities';

/** Messages of the history the model sees with each new message. */
export const HISTORY_TURNS = 20;

function summary(chat: AiChat): Omit<AiChatDto, 'messages'> {
  return { chatId: chat.id, title: chat.title, taskId: chat.taskId ?? null, updatedAt: chat.updatedAt.toISOString() };
}

/** Chats and their messages. Reading is allowed to the owner and the teachers of their groups. */
export function createChatsRepository(app: FastifyInstance) {
  const repo = {
    async chatOr404(chatId: string): Promise<AiChat> {
      const chat = await app.em().findOne(AiChat, { id: chatId });
      if (!chat) throw notFound(T.server.notFound);
      return chat;
    },

    /** A chat the caller may read: their own, or (teachers) one of a student of their groups. */
    async readable(request: FastifyRequest, chatId: string): Promise<AiChat> {
      const chat = await repo.chatOr404(chatId);
      if (chat.student.id === request.user.user_id) return chat;
      await repo.assertTeacherOf(request, chat.student.id);
      return chat;
    },

    /** Throws 403 unless the caller is a teacher of this student (the core teaching relation). */
    async assertTeacherOf(request: FastifyRequest, studentId: number): Promise<void> {
      const { user_id: callerId, role } = request.user;
      if (role !== Role.Teacher || !(await app.teaching.teaches(callerId, studentId))) throw forbidden(T.server.forbidden);
    },

    /** Only the student who owns a chat writes into it. */
    async writable(request: FastifyRequest, chatId: string): Promise<AiChat> {
      const chat = await repo.chatOr404(chatId);
      if (chat.student.id !== request.user.user_id) throw forbidden(T.server.forbidden);
      return chat;
    },

    newId: () => randomUUID(),

    async create(id: string, studentId: number, taskId: number | null, firstMessage: string): Promise<AiChat> {
      const em = app.em();
      const now = new Date();
      const title = firstMessage.replace(/\s+/g, ' ').trim().slice(0, 80);
      const chat = em.create(AiChat, { id, student: studentId, taskId, title, createdAt: now, updatedAt: now });
      await em.flush();
      return chat;
    },

    async append(chatId: string, role: AiChatMessageDto['role'], content: string): Promise<void> {
      const em = app.em();
      const now = new Date();
      em.create(AiChatMessage, { chat: chatId, role, content, createdAt: now });
      await em.flush();
      await em.nativeUpdate(AiChat, { id: chatId }, { updatedAt: now });
    },

    async messages(chatId: string, last?: number): Promise<AiChatMessageDto[]> {
      const rows = await app.em().find(
        AiChatMessage,
        { chat: chatId },
        { orderBy: { id: last ? 'desc' : 'asc' }, ...(last ? { limit: last } : {}) },
      );
      const ordered = last ? rows.reverse() : rows;
      return ordered.map((m) => ({ role: m.role, content: m.content }));
    },

    async dto(chat: AiChat): Promise<AiChatDto> {
      return { ...summary(chat), messages: await repo.messages(chat.id) };
    },

    /** The student's chats, newest first, AI_CHAT_PAGE_SIZE a page (page 1 is the newest). */
    async page(studentId: number, page: number, taskId?: number): Promise<AiChatHistoryPage> {
      const where = { student: studentId, ...(taskId !== undefined ? { taskId } : {}) };
      const [chats, total] = await app.em().findAndCount(AiChat, where, {
        orderBy: { updatedAt: 'desc', id: 'asc' },
        limit: AI_CHAT_PAGE_SIZE,
        offset: (page - 1) * AI_CHAT_PAGE_SIZE,
      });
      return { page, pageSize: AI_CHAT_PAGE_SIZE, total, chats: chats.map(summary) };
    },
  };
  return repo;
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
