import type { SqlEntityManager } from '@mikro-orm/knex';
import type { FastifyInstance } from 'fastify';

/** Runs `work` and counts the statements the ORM's knex sent meanwhile (the hot-path tests' measure). */
export async function countQueries<T>(app: FastifyInstance, work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const knex = (app.em() as SqlEntityManager).getKnex();
  let queries = 0;
  const onQuery = () => queries++;
  knex.client.on('query', onQuery);
  try {
    return { result: await work(), queries };
  } finally {
    knex.client.removeListener('query', onQuery);
  }
}
