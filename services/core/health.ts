import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ApiPaths } from '@school/contracts';
import { isDbLocked } from '../db/db-errors';
import { probeSqliteWriteLock } from '../db/sqlite-direct';
import { asyncPlugin } from './async-plugin';
const ROLLBACK = new Error('health probe rollback');

const healthSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: { db: { type: 'string', enum: ['ok', 'down'] }, redis: { type: 'string', enum: ['up', 'down', 'off'] } },
      required: ['db', 'redis'],
    },
  },
  required: ['data'],
} as const;

/** How long the health check waits for Redis's PING (its commands time out after 1 s anyway). */
const REDIS_PING_MS = 500;

/**
 * /api/health answers 200 only when the database can WRITE: a read answers even while another
 * process holds the SQLite write lock, and then every save would fail. The probe takes the write
 * lock once, without the queue's retries: on SQLite BEGIN IMMEDIATE and ROLLBACK (which leave
 * nothing behind on the connection when they fail), elsewhere a delete of nothing, rolled back.
 * It also says whether shared Redis answers ('off' without REDIS_URL), but a down Redis never
 * makes it 503: the school keeps serving with per-instance limits (infra/README.md), and a
 * readiness probe failing on it would take every instance out of the load balancer at once.
 */
export default asyncPlugin(function healthRoutes(app: FastifyInstance) {
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

  async function redisState(): Promise<'up' | 'down' | 'off'> {
    if (!app.redis) return 'off';
    const { client } = app.redis;
    // Not connected: no PING (the client has no offline queue and would fail anyway).
    if (client.status !== 'ready') return 'down';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), REDIS_PING_MS)));
    const ping = client.ping().then(
      (answer) => (answer === 'PONG' ? 'up' : 'down'),
      () => 'down' as const,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get(
    ApiPaths.health,
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const redis = redisState();
      try {
        await probeWrite();
        return { data: { db: 'ok', redis: await redis } };
      } catch (err) {
        if (isDbLocked(err)) app.log.warn('health check: the database is locked by another process');
        else app.log.error({ err }, 'health check failed');
        return reply.status(503).send({ data: { db: 'down', redis: await redis } });
      }
    },
  );
});
