import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiPaths, FILE_SIZE_LIMIT_BYTES, PRESIGNED_TIMEOUT_DEFAULT_S, RECOMMENDED_COVERS, T } from '@school/contracts';
import { HttpError, badRequest, forbidden, notFound } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import type { FileDownload } from './files-repository';
import type { LocalStorage } from './storage';
import { coverSvg } from './covers';
import { ANSWER_FILES_FOLDER_PREFIX } from '@school/web-checks';

const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', T.fileTooLarge);
const textAnswer = { 200: { type: 'string' }, 413: { $ref: 'ApiError#' }, ...errorResponses } as const;

function sendFile(reply: FastifyReply, file: FileDownload | null) {
  if (!file) throw notFound(T.server.notFound);
  reply.header('content-type', file.mime);
  reply.header('content-length', file.size);
  reply.header('x-content-type-options', 'nosniff');
  // Student uploads are served from the site's own origin: a page or drawing that can run scripts
  // gets an opaque origin, so opening its link cannot read the visitor's session.
  if (/html|xml|svg/i.test(file.mime)) reply.header('content-security-policy', 'sandbox allow-scripts allow-popups');
  // Content-addressed: never changes.
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  return reply.send(file.body);
}

function originOf(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}

export default async function fileRoutes(app: FastifyInstance, opts: { local: LocalStorage | null }) {
  /** The one file field of a multipart upload, refused over 28 MB with the spec text. */
  async function readUpload(request: FastifyRequest) {
    let file;
    try {
      file = await request.file({ limits: { fileSize: FILE_SIZE_LIMIT_BYTES, files: 1 } });
    } catch {
      throw badRequest(T.server.badRequest);
    }
    if (!file) throw badRequest(T.server.badRequest);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw e;
    }
    if (file.file.truncated) throw tooLarge();
    return { name: file.filename || 'file', bytes, mime: file.mimetype };
  }

  app.post(
    ApiPaths.fileUpload,
    { config: { access: 'authenticated' }, schema: { tags: ['files'], consumes: ['multipart/form-data'], response: textAnswer } },
    async (request, reply) => {
      const { name, bytes, mime } = await readUpload(request);
      const md5 = await app.files.upload(name, bytes, mime);
      reply.type('text/plain; charset=utf-8');
      return md5;
    },
  );

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
      const { name, bytes, mime } = await readUpload(request);
      const id = await app.files.uploadToFolder(request.query.folder, name, bytes, mime);
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
            timeout: { type: 'integer', minimum: 1, maximum: 7 * 24 * 3600, default: PRESIGNED_TIMEOUT_DEFAULT_S },
          },
          required: ['folder', 'originalName'],
          additionalProperties: false,
        },
        response: textAnswer,
      },
    },
    async (request, reply) => {
      const { folder, originalName, timeout } = request.query;
      const url = await app.files.presign(folder, originalName, timeout, originOf(request));
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
      // Files answers are served only through their access-checked route (services/answer-files).
      if ((await app.files.findById(request.params.id))?.storageKey.startsWith(ANSWER_FILES_FOLDER_PREFIX)) throw notFound(T.server.notFound);
      return sendFile(reply, await app.files.openById(request.params.id));
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
    async (request, reply) => sendFile(reply, await app.files.openByMd5(request.params.md5)),
  );

  // The local stand-in for an S3 presigned PUT: the signature and expiry replace the token.
  if (opts.local) {
    const local = opts.local;
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, payload, done) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let failed = false;
        payload.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FILE_SIZE_LIMIT_BYTES && !failed) {
            failed = true;
            done(tooLarge(), undefined);
            payload.resume();
          }
          if (!failed) chunks.push(chunk);
        });
        payload.on('end', () => {
          if (!failed) done(null, Buffer.concat(chunks));
        });
        payload.on('error', (e) => {
          if (!failed) done(e, undefined);
        });
      });
      scope.put<{ Params: { id: string }; Querystring: { expires: number; sig: string } }>(
        ApiPaths.presignedPut(':id'),
        {
          config: { access: 'public' },
          bodyLimit: FILE_SIZE_LIMIT_BYTES + 1,
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
          const check = local.verify(id, request.query.expires, request.query.sig);
          if (check !== 'ok') throw forbidden(T.server.forbidden, check === 'expired' ? 'URL_EXPIRED' : 'BAD_SIGNATURE');
          const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const md5 = await app.files.completeLocalUpload(id, bytes);
          if (!md5) throw notFound(T.server.notFound);
          reply.header('etag', `"${md5}"`);
          return reply.code(200).send();
        },
      );
    });
  }

}
