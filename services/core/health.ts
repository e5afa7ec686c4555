import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ApiPaths } from '@school/contracts';
import { isDbLocked } from '../db/db-errors';
import { resetSqliteConnections } from '../db/orm-options';
const ROLLBACK = new Error('health probe rollback');

const healthSchema = {
  type: 'object',
  properties: { data: { type: 'object', properties: { db: { type: 'string', enum: ['ok', 'down'] } }, required: ['db'] } },
  required: ['data'],
} as const;

/**
 * /api/health answers 200 only when the database can WRITE: a read answers even while another
 * process holds the SQLite write lock, and then every save would fail. The probe takes the write
 * lock (a delete of nothing inside a transaction, rolled back) once, without the queue's retries.
 */
export default async function healthRoutes(app: FastifyInstance) {
  async function probeWrite() {
    const knex = (app.em() as SqlEntityManager).getKnex();
    await knex
      .transaction(async (trx) => {
        await trx('mikro_orm_migrations').whereRaw('1 = 0').del();
        throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      });
  }

  app.get(
    ApiPaths.health,
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      try {
        await probeWrite();
        return { data: { db: 'ok' } };
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        if (isDbLocked(err)) resetSqliteConnections();
        return reply.status(503).send({ data: { db: 'down' } });
      }
    },
  );
}
