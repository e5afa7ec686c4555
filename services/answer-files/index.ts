import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiPaths, Role, T } from '@school/contracts';
import { ANSWER_FILES_WINDOW, answerFilesFolder, parseAnswerFiles } from '@school/web-checks';
import { forbidden, notFound } from '../core/http-error';
import { FILE_CSP, attachmentOf, servingOf } from '../files/public';
import { errorResponses } from '../core/schemas';
import { parseAnswer } from '../learning/public';
import { asyncPlugin } from '../core/async-plugin';

/**
 * Downloads of Files answers (platform-core: only the student, their teachers and course authors).
 * A file is served when it is listed in that student's stored answer to that task AND was uploaded
 * into that student's own answers folder; the public presigned download refuses answer folders.
 */
export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.get<{ Params: { taskId: number; fileId: string }; Querystring: { studentId?: number } }>(
      ApiPaths.answerFile(':taskId', ':fileId'),
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['learning'],
          params: {
            type: 'object',
            properties: { taskId: { type: 'integer', minimum: 1, maximum: 2147483647 }, fileId: { type: 'string', pattern: '^[0-9a-f-]{32,36}$' } },
            required: ['taskId', 'fileId'],
            additionalProperties: false,
          },
          querystring: {
            type: 'object',
            properties: { studentId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
            additionalProperties: false,
          },
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const access = request.access!;
        const { taskId, fileId } = request.params;
        const studentId = request.query.studentId ?? access.callerId;
        const courseId = await app.courseStructure.courseOfTask(taskId);
        if (courseId === null) throw notFound(T.server.notFound);
        const allowed =
          studentId === access.callerId ||
          access.role === Role.CourseAuthor ||
          (access.role === Role.Teacher && (await app.teaching.teaches(access.callerId, studentId, courseId)));
        if (!allowed) throw forbidden(T.server.forbidden);
        const answer = await app.progress.answerOf(taskId, studentId);
        const items = answer ? parseAnswer(answer.answerJson) : [];
        const listed = parseAnswerFiles(items.find((i) => i.windowId === ANSWER_FILES_WINDOW)?.answerText);
        const stored = listed.some((f) => f.id === fileId) ? await app.files.findById(fileId) : null;
        if (!stored || stored.storageKey !== `${answerFilesFolder(studentId)}/${fileId}`) throw notFound(T.server.notFound);
        const file = await app.files.openById(fileId);
        if (!file) throw notFound(T.server.notFound);
        // Always a download, and of a type that cannot run (a page or script as plain text), as the files host does.
        const serving = await servingOf(file.mime, '', () => Promise.resolve(true));
        reply.header('content-type', serving.type);
        reply.header('content-length', file.size);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', FILE_CSP);
        reply.header('content-disposition', attachmentOf(stored.name));
        reply.header('cache-control', 'private, no-store');
        return reply.send(file.body);
      },
    );
  }),
  { name: 'answer-files', dependencies: ['learning', 'files'] },
);
