import fp from 'fastify-plugin';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { dialectOf, ormOptions, resetSqliteConnections, type DbTarget, type Dialect } from './orm-options';
import { isDbLocked } from './db-errors';
import { createWriteQueue, type WriteQueue } from './write-queue';
import { createCacheBus, type CacheBus } from './cache-bus';
import { probeSqliteWriteLock } from './sqlite-direct';
import type { SqlEntityManager } from '@mikro-orm/knex';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    /** A fresh entity manager for one unit of work. */
    em(): EntityManager;
    db: {
      dialect: Dialect;
      /** Serializes writes in process on SQLite (one writer); a pass-through on PostgreSQL. */
      writes: WriteQueue;
      /** One write transaction on a fresh entity manager, queued behind other writes on SQLite. */
      transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
    };
    /** Invalidation of the in-process caches across the processes sharing the database (db/cache-bus.ts). */
    cacheBus: CacheBus;
  }
}

export interface OrmPluginOptions extends DbTarget {
  migrate?: boolean;
}

/** Opens the database, applies pending migrations when asked, and closes it with the app. */
export default fp<OrmPluginOptions>(
  async (app, opts) => {
    const orm = await MikroORM.init(ormOptions(opts));
    if (opts.migrate) await orm.getMigrator().up();
    const dialect = dialectOf(opts);
    const sqlite = dialect === 'sqlite';
    const writes = createWriteQueue(
      sqlite
        ? { serialize: true, onLocked: resetSqliteConnections, probe: () => probeSqliteWriteLock((orm.em as SqlEntityManager).getKnex()) }
        : { serialize: false },
    );
    app.decorate('orm', orm);
    const cacheBus = createCacheBus(orm, { databaseUrl: opts.databaseUrl, log: app.log });
    app.decorate('cacheBus', cacheBus);
    app.decorate('em', () => orm.em.fork());
    app.decorate('db', {
      dialect,
      writes,
      transaction: <T>(work: (em: EntityManager) => Promise<T>) => writes.run(() => orm.em.fork().transactional(work)),
    });
    if (sqlite) {
      // A request that met the lock outside the queue also leaves a poisoned connection behind.
      app.addHook('onError', async (_request, _reply, error) => {
        if (isDbLocked(error)) resetSqliteConnections();
      });
    }
    app.addHook('onClose', async () => {
      await cacheBus.close();
      await orm.close(true);
    });
  },
  { name: 'orm' },
);
