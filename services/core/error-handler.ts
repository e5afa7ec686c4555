import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { T, TServices, type ApiErrorBody } from '@school/contracts';
import { isDbUnavailable } from '../db/db-errors';
import { isStorageFault } from './storage-errors';
import { HttpError } from './http-error';
import { asyncPlugin } from './async-plugin';

const messageByStatus: Record<number, string> = {
  400: T.server.badRequest,
  401: T.server.unauthorized,
  403: T.server.forbidden,
  404: T.server.notFound,
  429: T.auth.tooManyAttempts,
  503: TServices.server.dbUnavailable,
};

const BROKEN_UPLOAD_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PROTO_VIOLATION']);
const BROKEN_UPLOAD_MESSAGES = /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;

function isBrokenUpload(error: { code?: unknown; message?: unknown; statusCode?: unknown }): boolean {
  if (typeof error.statusCode === 'number' && error.statusCode < 500) return false;
  return (typeof error.code === 'string' && BROKEN_UPLOAD_CODES.has(error.code)) || (typeof error.message === 'string' && BROKEN_UPLOAD_MESSAGES.test(error.message));
}

/** PostgreSQL data exceptions caused by the input (a number past int4, bad text, too long a value, a NUL byte). */
const PG_BAD_INPUT = new Set(['22003', '22P02', '22001', '22021', '22007', '22008']);

function isBadInputForDb(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; sqlState?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 3) return false;
  if ([e.code, e.sqlState].some((c) => typeof c === 'string' && PG_BAD_INPUT.has(c))) return true;
  return e.cause !== undefined && e.cause !== error && isBadInputForDb(e.cause, depth + 1);
}

/** One error handler: JSON errors with Russian messages, no stack traces. */
export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let body: ApiErrorBody & { details?: string };
      if (error instanceof HttpError) {
        body = { statusCode: error.statusCode, code: error.code, message: error.message };
      } else if (isDbUnavailable(error)) {
        // Locked or unreachable database: the client may retry; the write did not happen.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        body = { statusCode: 503, code: 'DB_UNAVAILABLE', message: TServices.server.dbUnavailable };
      } else if (isStorageFault(error)) {
        // A read-only, full or failing data folder: nothing was kept, the client may retry later.
        request.log.error({ err: error }, 'file storage unavailable');
        reply.header('retry-after', '30');
        body = { statusCode: 503, code: 'STORAGE_UNAVAILABLE', message: TServices.server.storageUnavailable };
      } else if (isBadInputForDb(error)) {
        // The schema let through a value the database column cannot hold: the request's fault.
        request.log.warn({ err: error }, 'value refused by the database');
        body = { statusCode: 400, code: 'VALUE_OUT_OF_RANGE', message: T.server.badRequest };
      } else if (isBrokenUpload(error)) {
        // A body cut short or malformed (multipart, streamed uploads): the client's fault, nothing stored.
        body = { statusCode: 400, code: 'BAD_UPLOAD', message: T.server.badRequest };
      } else if ((error).validation) {
        body = { statusCode: 400, code: 'VALIDATION', message: T.server.badRequest, details: error.message };
      } else {
        const status = (error).statusCode ?? 500;
        // 429 from any limiter (@fastify/rate-limit carries no code of ours) is always RATE_LIMITED.
        const code = status === 429 ? 'RATE_LIMITED' : ((error).code ?? 'BAD_REQUEST');
        if (status >= 500) request.log.error({ err: error }, 'request failed');
        body = {
          statusCode: status,
          code: status >= 500 ? 'INTERNAL' : code,
          message: messageByStatus[status] ?? (status >= 500 ? T.server.internal : T.server.badRequest),
        };
      }
      return reply.status(body.statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ApiErrorBody = { statusCode: 404, code: 'NOT_FOUND', message: T.server.notFound };
      return reply.status(404).send(body);
    });
  }),
  { name: 'error-handler' },
);
