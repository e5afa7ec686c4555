import type { FastifyInstance } from 'fastify';
import {
  AI_CHAT_SSE_EVENTS,
  AiChatDtoSchema,
  AiChatHistoryPageSchema,
  AiChatHistoryQuerySchema,
  AiChatIdParamsSchema,
  AiChatSendRequestSchema,
  AiChatSendResponseSchema,
  ApiPaths,
  Data,
  type AiChatSendRequest,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { prepareSend, type SendDeps } from './send';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['aichat'];

/**
 * POST /api/aichat/send answers JSON ({ data: AiChatSendResponse }) or, when the request accepts
 * text/event-stream, server-sent events: `delta` while the answer arrives, then `done`.
 */
export default asyncPlugin(function aichatRoutes(app: FastifyInstance, deps: SendDeps) {
  app.post<{ Body: Partial<AiChatSendRequest> & Pick<AiChatSendRequest, 'message' | 'media'> }>(
    ApiPaths.aiChatSend,
    {
      config: { access: 'self' },
      schema: {
        tags,
        body: AiChatSendRequestSchema,
        response: { 200: Data(AiChatSendResponseSchema), ...errorResponses, 429: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const body: AiChatSendRequest = { ...b, chatId: b.chatId ?? null, taskId: b.taskId ?? null, context: b.context ?? '' };
      const answer = await prepareSend(deps, request, body);
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        return { data: await answer(() => undefined) };
      }
      reply.hijack();
      const raw = reply.raw;
      // A hijacked reply sends only what is written here: the headers set on it so far (security, CORS) go too.
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string | string[] | number>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const abort = new AbortController();
      raw.on('close', () => abort.abort());
      const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const result = await answer((text) => send(AI_CHAT_SSE_EVENTS.delta, { text }), abort.signal);
        send(AI_CHAT_SSE_EVENTS.done, result);
      } catch (err) {
        request.log.error({ err }, 'aichat stream failed');
        send('error', { statusCode: 500, code: 'INTERNAL' });
      }
      raw.end();
      return reply;
    },
  );

  app.get<{ Params: { chatId: string } }>(
    ApiPaths.aiChat(':chatId'),
    // The chat's owner is known only after loading it: the repository checks owner or teacher.
    { config: { access: 'authenticated' }, schema: { tags, params: AiChatIdParamsSchema, response: { 200: Data(AiChatDtoSchema), ...errorResponses } } },
    async (request) => {
      const chat = await deps.chats.readable(request, request.params.chatId);
      return { data: await deps.chats.dto(chat) };
    },
  );

  app.get<{ Querystring: { page: number; taskId?: number; studentId?: number } }>(
    '/api/aichat',
    {
      // The subject is ?studentId= (default the caller): the student or a teacher of theirs.
      config: { access: 'selfOrTeacher' },
      schema: { tags, querystring: AiChatHistoryQuerySchema, response: { 200: Data(AiChatHistoryPageSchema), ...errorResponses } },
    },
    async (request) => {
      const { page, taskId } = request.query;
      return { data: await deps.chats.page(request.access!.subjectId, page, taskId) };
    },
  );
});
