import type { EventEmitter } from 'node:events';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { FastifyInstance } from 'fastify';

/** Runs `work` and counts the statements the ORM's knex sent meanwhile (the hot-path tests' measure). */
export async function countQueries<T>(app: FastifyInstance, work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  // Knex types its client as any; it is the EventEmitter that every statement's 'query' event comes from.
  const client = (app.em() as SqlEntityManager).getKnex().client as EventEmitter;
  let queries = 0;
  const onQuery = () => queries++;
  client.on('query', onQuery);
  try {
    return { result: await work(), queries };
  } finally {
    client.removeListener('query', onQuery);
  }
}
