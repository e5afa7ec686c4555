import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiPaths, FILE_SIZE_LIMIT_BYTES, TScratchJr } from '@school/contracts';
import { parseProject, serializeProject } from '@school/scratchjr-engine';
import { badRequest } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { receiveToTemp } from './receive-upload';
import { asyncPlugin } from '../core/async-plugin';

/** The stored name of a ScratchJr project file (its type is decided from the bytes: JSON text). */
export const SCRATCHJR_FILE_NAME = 'project.scratchjr.json';

/**
 * A ScratchJr project saved as a file (issue 16: "versioned JSON in our files service"). The body
 * is the project; it is checked against the engine's schema (the one the editor and the player
 * read), so a malformed project is refused with a 400 and nothing is stored. A valid one is stored
 * content-addressed like any upload and its md5 answered, the file URL the answer then holds.
 */
export default asyncPlugin(function scratchJrRoute(app: FastifyInstance, opts: { tmpDir: string }) {
  app.post<{ Body: unknown }>(
    ApiPaths.fileScratchJr,
    {
      config: { access: 'authenticated' },
      schema: { tags: ['files'], response: { 200: { type: 'string' }, ...errorResponses } },
    },
    async (request, reply) => {
      const parsed = parseProject(request.body);
      if (!parsed.ok) throw badRequest(TScratchJr.invalidProject, 'SCRATCHJR_PROJECT_INVALID');
      const bytes = Buffer.from(serializeProject(parsed.project), 'utf8');
      const received = await receiveToTemp(Readable.from([bytes]), opts.tmpDir, FILE_SIZE_LIMIT_BYTES);
      const md5 = await app.files.upload(SCRATCHJR_FILE_NAME, received, request.access!.callerId);
      reply.type('text/plain; charset=utf-8');
      return md5;
    },
  );
});
