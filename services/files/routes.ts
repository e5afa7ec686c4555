import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiPaths, FILE_SIZE_LIMIT_BYTES, PRESIGNED_TIMEOUT_DEFAULT_S, RECOMMENDED_COVERS, T } from '@school/contracts';
import { FILE_CSP, attachmentOf, servingOf } from './content-type';
import { mayDownload } from './file-access';
import { UploadTooLarge, receiveToTemp } from './receive-upload';
import { HttpError, badRequest, forbidden, notFound } from '../core/http-error';
import { isStorageFault } from '../core/storage-errors';
import { errorResponses } from '../core/schemas';
import { asyncPlugin } from '../core/async-plugin';
import type { FileDownload } from './files-repository';
import type { UploadTickets } from './upload-ticket';
import { fileViewerOf } from './file-session';
import { coverSvg } from './covers';

const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', T.fileTooLarge);
const textAnswer = { 200: { type: 'string' }, 413: { $ref: 'ApiError#' }, ...errorResponses } as const;

/**
 * Sends a stored file so that no upload ever runs as script or style on the school's origin
 * (content-type.ts, servingOf): raster images, audio, video, PDF and plain text as they are; pages
 * and drawings (HTML, SVG) framed by our sandboxed players in an opaque origin, in <img> as
 * pictures, otherwise without script (a student's download as text); anything else as inert text or
 * bytes that download. Every answer has a sandbox CSP and nosniff; the type sent is never the
 * client's (the stored one was decided from the bytes).
 */
async function sendFile(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, file: FileDownload | null, cache: string) {
  if (!file) throw notFound(T.server.notFound);
  const dest = String(request.headers['sec-fetch-dest'] ?? '');
  let serving;
  try {
    serving = await servingOf(file.mime, dest, () => app.files.uploadedByStudent(file));
  } catch (e) {
    file.body.destroy();
    throw e;
  }
  reply.header('content-type', serving.type);
  reply.header('content-length', file.size);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', cache);
  reply.header('content-security-policy', serving.csp);
  if (serving.attachment) reply.header('content-disposition', attachmentOf(file.name));
  if (serving.varyByDest) reply.header('vary', 'Sec-Fetch-Dest');
  return reply.send(file.body);
}

/** A file name as stored: no control characters (a NUL included), at most 200 characters. */
function cleanName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'file';
}

function originOf(request: FastifyRequest) {
  // A configured public origin (PUBLIC_ORIGIN), never the Host / X-Forwarded-Host header.
  return request.server.publicOriginOf(request);
}

export default async function fileRoutes(app: FastifyInstance, opts: { tickets: UploadTickets; tmpDir: string }) {
  /** The one file field of a multipart upload, streamed to a temporary file; over 28 MB: 413 with the spec text. */
  async function readUpload(request: FastifyRequest) {
    let part;
    try {
      part = await request.file({ limits: { fileSize: FILE_SIZE_LIMIT_BYTES, files: 1 } });
    } catch {
      throw badRequest(T.server.badRequest);
    }
    if (!part) throw badRequest(T.server.badRequest);
    const file = part.file;
    const received = await receive(file, () => file.truncated);
    return { name: cleanName(part.filename), received };
  }

  async function receive(body: Readable, truncated?: () => boolean) {
    try {
      return await receiveToTemp(body, opts.tmpDir, FILE_SIZE_LIMIT_BYTES, truncated);
    } catch (e) {
      if (e instanceof UploadTooLarge || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (isStorageFault(e)) throw e; // the server's disk, not the client: 503 from the error handler
      // A body cut short or malformed: nothing was stored (the temporary file is gone).
      throw badRequest(T.server.badRequest, 'BAD_UPLOAD');
    }
  }

  // The spec lists both the upload path and the bare storage path: one upload behind both.
  for (const url of [ApiPaths.fileUpload, ApiPaths.files]) {
    app.post(
      url,
      { config: { access: 'authenticated' }, schema: { tags: ['files'], consumes: ['multipart/form-data'], response: textAnswer } },
      async (request, reply) => {
        const { name, received } = await readUpload(request);
        const md5 = await app.files.upload(name, received, request.access!.callerId);
        reply.type('text/plain; charset=utf-8');
        return md5;
      },
    );
  }

  app.post<{ Querystring: { folder: string } }>(
    ApiPaths.fileS3Upload,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: { folder: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$', default: 'uploads' } },
          additionalProperties: false,
        },
        response: textAnswer,
      },
    },
    async (request, reply) => {
      const { name, received } = await readUpload(request);
      const id = await app.files.uploadToFolder(request.query.folder, name, received, request.access!.callerId);
      reply.type('text/plain; charset=utf-8');
      return id;
    },
  );

  app.get<{ Querystring: { folder: string; originalName: string; timeout: number } }>(
    ApiPaths.filePresigned,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['files'],
        querystring: {
          type: 'object',
          properties: {
            folder: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$' },
            originalName: { type: 'string', minLength: 1, maxLength: 200 },
            // Short-lived: at most the spec's default hour.
            timeout: { type: 'integer', minimum: 1, maximum: PRESIGNED_TIMEOUT_DEFAULT_S, default: PRESIGNED_TIMEOUT_DEFAULT_S },
          },
          required: ['folder', 'originalName'],
          additionalProperties: false,
        },
        response: textAnswer,
      },
    },
    async (request, reply) => {
      const { folder, originalName, timeout } = request.query;
      const url = await app.files.presign(folder, cleanName(originalName), timeout, originOf(request), request.access!.callerId);
      reply.type('text/plain; charset=utf-8');
      return url;
    },
  );

  const idParams = {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^[0-9a-f-]{32,36}$' } },
    required: ['id'],
    additionalProperties: false,
  } as const;

  app.get<{ Params: { id: string } }>(
    ApiPaths.presignedFile(':id'),
    { config: { access: 'public' }, schema: { tags: ['files'], params: idParams } },
    async (request, reply) => {
      const file = await app.files.findById(request.params.id);
      // The same rule as downloads by md5 (file-access.ts); not allowed looks like absent.
      if (!file || !(await mayDownload(app, file, await fileViewerOf(app, request)))) throw notFound(T.server.notFound);
      return sendFile(app, request, reply, await app.files.openById(file.id), 'private, max-age=3600');
    },
  );

  app.get<{ Params: { type: number; n: number } }>(
    ApiPaths.cover(':type', ':n'),
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: {
          type: 'object',
          properties: { type: { type: 'integer', minimum: 0, maximum: 99 }, n: { type: 'integer', minimum: 0, maximum: RECOMMENDED_COVERS - 1 } },
          required: ['type', 'n'],
        },
      },
    },
    async (request, reply) => {
      reply.header('content-type', 'image/svg+xml');
      reply.header('cache-control', 'public, max-age=86400');
      // Our own drawing, but a file answer like the others: a picture, never a page with script.
      reply.header('content-security-policy', FILE_CSP);
      return coverSvg(request.params.type, request.params.n);
    },
  );

  app.get<{ Params: { md5: string } }>(
    ApiPaths.file(':md5'),
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: {
          type: 'object',
          properties: { md5: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
          required: ['md5'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const file = await app.files.findByMd5(request.params.md5);
      // Not allowed looks like absent: a stranger learns nothing about which files exist.
      if (!file || !(await mayDownload(app, file, await fileViewerOf(app, request)))) throw notFound(T.server.notFound);
      return sendFile(app, request, reply, await app.files.open(file), 'private, max-age=3600');
    },
  );

  // The one-time upload ticket's PUT (upload-ticket.ts), on local disk and S3 alike.
  await app.register(
    asyncPlugin((scope: FastifyInstance) => {
      scope.removeAllContentTypeParsers();
      // The body is not parsed: the handler streams it on to the store after checking the ticket.
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
      scope.put<{ Params: { id: string }; Querystring: { expires: number; sig: string } }>(
        ApiPaths.presignedPut(':id'),
        {
          config: { access: 'public' },
          schema: {
            tags: ['files'],
            params: idParams,
            querystring: {
              type: 'object',
              properties: { expires: { type: 'integer' }, sig: { type: 'string', maxLength: 100 } },
              required: ['expires', 'sig'],
            },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const check = opts.tickets.verify(id, request.query.expires, request.query.sig);
          if (check !== 'ok') throw forbidden(T.server.forbidden, check === 'expired' ? 'URL_EXPIRED' : 'BAD_SIGNATURE');
          // The body streams on as it arrives, so its length is declared up front (browsers always do).
          const size = Number(request.headers['content-length']);
          if (!request.headers['content-length'] || !Number.isSafeInteger(size) || size < 0) {
            throw new HttpError(411, 'LENGTH_REQUIRED', T.server.badRequest);
          }
          if (size > FILE_SIZE_LIMIT_BYTES) throw tooLarge();
          const file = await app.files.claimUpload(id);
          if (!file) throw notFound(T.server.notFound);
          // Single use: the ticket is spent by its first PUT, before any byte is stored.
          if (file === 'used') throw forbidden(T.server.forbidden, 'URL_USED');
          let md5: string;
          try {
            md5 = await app.files.receiveUpload(file, request.raw, size);
          } catch (e) {
            if (e instanceof UploadTooLarge) throw tooLarge();
            if ((e as { $metadata?: unknown }).$metadata || isStorageFault(e)) throw e; // the store failed: not the client's fault
            request.log.info({ err: e }, 'upload cut short');
            throw badRequest(T.server.badRequest, 'BAD_UPLOAD');
          }
          reply.header('etag', `"${md5}"`);
          return reply.code(200).send();
        },
      );
    }),
  );
}
