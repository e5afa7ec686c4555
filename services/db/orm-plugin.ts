import fp from 'fastify-plugin';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { ormOptions, type DbTarget } from './orm-options';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    /** A fresh entity manager for one unit of work. */
    em(): EntityManager;
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
    app.decorate('orm', orm);
    app.decorate('em', () => orm.em.fork());
    app.addHook('onClose', async () => {
      await orm.close(true);
    });
  },
  { name: 'orm' },
);
