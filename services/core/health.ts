import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ApiPaths } from '@school/contracts';
import { isDbLocked } from '../db/db-errors';
import { probeSqliteWriteLock } from '../db/sqlite-direct';
const ROLLBACK = new Error('health probe rollback');

const healthSchema = {
  type: 'object',
  properties: { data: { type: 'object', properties: { db: { type: 'string', enum: ['ok', 'down'] } }, required: ['db'] } },
  required: ['data'],
} as const;

/**
 * /api/health answers 200 only when the database can WRITE: a read answers even while another
 * process holds the SQLite write lock, and then every save would fail. The probe takes the write
 * lock once, without the queue's retries: on SQLite BEGIN IMMEDIATE and ROLLBACK (which leave
 * nothing behind on the connection when they fail), elsewhere a delete of nothing, rolled back.
 */
export default async function healthRoutes(app: FastifyInstance) {
  async function probeWrite() {
    const knex = (app.em() as SqlEntityManager).getKnex();
    if (app.db.dialect === 'sqlite') return probeSqliteWriteLock(knex);
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
        if (isDbLocked(err)) app.log.warn('health check: the database is locked by another process');
        else app.log.error({ err }, 'health check failed');
        return reply.status(503).send({ data: { db: 'down' } });
      }
    },
  );
}
