import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '@school/contracts';

/** /api/health answers 200 only when the database answers a query. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    ApiPaths.health,
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: { type: 'object', properties: { data: { type: 'object', properties: { db: { type: 'string' } } } } },
          503: { type: 'object', properties: { data: { type: 'object', properties: { db: { type: 'string' } } } } },
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.em().getConnection().execute('select 1');
        return { data: { db: 'ok' } };
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return reply.status(503).send({ data: { db: 'down' } });
      }
    },
  );
}
