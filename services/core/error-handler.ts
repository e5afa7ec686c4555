import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { T, TServices, type ApiErrorBody } from '@school/contracts';
import { isDbUnavailable } from '../db/db-errors';
import { HttpError } from './http-error';

const messageByStatus: Record<number, string> = {
  400: T.server.badRequest,
  401: T.server.unauthorized,
  403: T.server.forbidden,
  404: T.server.notFound,
  429: T.auth.tooManyAttempts,
  503: TServices.server.dbUnavailable,
};

/** One error handler: JSON errors with Russian messages, no stack traces. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let body: ApiErrorBody & { details?: string };
      if (error instanceof HttpError) {
        body = { statusCode: error.statusCode, code: error.code, message: error.message };
      } else if (isDbUnavailable(error)) {
        // Locked or unreachable database: the client may retry; the write did not happen.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        body = { statusCode: 503, code: 'DB_UNAVAILABLE', message: TServices.server.dbUnavailable };
      } else if ((error as FastifyError).validation) {
        body = { statusCode: 400, code: 'VALIDATION', message: T.server.badRequest, details: error.message };
      } else {
        const status = (error as FastifyError).statusCode ?? 500;
        const code = (error as FastifyError).code ?? 'INTERNAL';
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
  },
  { name: 'error-handler' },
);
