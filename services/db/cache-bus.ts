import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EntityClass, EntityManager, EntitySchema, EventArgs, EventSubscriber, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What an in-process cache mirrors: `student` (one student's statuses, keyed by student id),
 * `memberships` (groups, memberships, schedules, names), `projects` (project rankings and lists),
 * `project-counters` (views: project lists only, rankings may lag) and `course-structure` (courses,
 * modules, lessons, task metadata).
 */
export type CacheTopic = 'student' | 'memberships' | 'projects' | 'project-counters' | 'course-structure';
/** Handlers get the key that changed, or undefined for "anything of this topic may have changed". */
type Handler = (key?: number) => void;
interface Message {
  from: string;
  topic: CacheTopic;
  key?: number;
}

/** The channel every process of the school listens on (PostgreSQL LISTEN/NOTIFY). */
export const CACHE_CHANNEL = 'school_cache';
const RECONNECT_MS = 1000;
/** A NOTIFY that failed is sent again after these pauses; a message lost after them is logged as an error. */
const NOTIFY_RETRY_MS = [100, 500, 2000];

/** An entity as the ORM knows it: a (defineEntity) schema or a class. */
type EntityRef<T extends object> = EntitySchema<T, never> | EntityClass<T>;
/** Any entity, whatever its type (a list of several). */
type AnyEntity = { readonly meta: { readonly className: string } } | (abstract new (...args: never[]) => object);
/** The key (a student id) an entity's write touches, for topics cached per key. */
type KeyOf<T> = (entity: T) => number | undefined;
interface Feed {
  topics: CacheTopic[];
  keyOf?: KeyOf<never>;
}

function entityName(entity: AnyEntity): string {
  return 'meta' in entity ? entity.meta.className : entity.name;
}

export interface CacheBus {
  /**
   * Declared by the domain owning `entity`: an ORM write to it changes these topics (with the key
   * `keyOf` gives, if any). Unknown entities are refused at start, not silently never matched.
   */
  feed<T extends object>(entity: EntityRef<T> | readonly AnyEntity[], topics: CacheTopic[], keyOf?: KeyOf<T>): void;
  /**
   * Several processes share the database and hear of each other's writes (PostgreSQL: each
   * replica and domain deployment, infra/k8s). False in the embedded SQLite mode, where this
   * process is the only writer and local invalidation is exact.
   */
  shared: boolean;
  /** Runs `handler` when this topic changes: ORM writes in this process, and any write another process publishes. */
  subscribe(topic: CacheTopic, handler: Handler): void;
  /** Tells the other processes (after the write committed) that this topic changed; local caches drop their own entry. */
  publish(topic: CacheTopic, key?: number): void;
  close(): Promise<void>;
}

/**
 * In-process caches stay correct across processes: an ORM write drops the affected entries here at
 * once and again after its transaction commits, and only then is announced to the other processes
 * with NOTIFY on PostgreSQL (pg_notify is sent after the commit, so a receiver that reloads reads
 * the new rows). Each process LISTENs on one dedicated connection; when that connection is lost, it
 * drops everything (it may have missed messages) and listens again.
 */
export function createCacheBus(orm: MikroORM, opts: { databaseUrl: string | null; log: FastifyBaseLogger }): CacheBus {
  const self = randomUUID();
  const handlers = new Map<CacheTopic, Handler[]>();
  const deliver = (topic: CacheTopic, key?: number) => {
    for (const h of handlers.get(topic) ?? []) h(key);
  };
  const deliverAll = () => {
    for (const [topic] of handlers) deliver(topic);
  };
  const shared = opts.databaseUrl?.startsWith('postgres') ?? false;
  let closed = false;
  let listener: Client | null = null;

  const feeds = new Map<string, Feed[]>();

  // A receiver that misses a message serves stale rows until its next reload, so a failed NOTIFY
  // (a dropped pooled connection, a failover) is sent again a few times before giving up loudly.
  const send = (topic: CacheTopic, key?: number, attempt = 0) => {
    if (!shared || closed) return;
    const message: Message = { from: self, topic, ...(key !== undefined ? { key } : {}) };
    orm.em
      .getConnection()
      .execute('select pg_notify(?, ?)', [CACHE_CHANNEL, JSON.stringify(message)])
      .catch((err: unknown) => {
        const pause = NOTIFY_RETRY_MS[attempt];
        if (pause === undefined || closed) return opts.log.error({ err, topic }, 'cache invalidation not published');
        opts.log.warn({ err, topic }, 'cache invalidation not published; retrying');
        setTimeout(() => send(topic, key, attempt + 1), pause).unref();
      });
  };

  async function listen(): Promise<void> {
    if (closed || !shared) return;
    const client = new Client({ connectionString: opts.databaseUrl! });
    const retry = () => {
      if (listener !== client || closed) return;
      listener = null;
      client.end().catch(() => undefined);
      setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (n) => {
      if (n.channel !== CACHE_CHANNEL || !n.payload) return;
      try {
        const message = JSON.parse(n.payload) as Message;
        if (message.from !== self) deliver(message.topic, message.key);
      } catch {
        // not ours
      }
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      opts.log.warn({ err }, 'cache invalidation listener failed; retrying');
      retry();
      return;
    }
    // Messages sent while no one listened are lost: forget everything once listening again.
    deliverAll();
  }

  // ORM writes: dropped here at once, then again (and announced) once the transaction committed.
  const pending = new WeakMap<EntityManager, Message[]>();
  const onWrite = (args: EventArgs<object>) => {
    for (const { topics, keyOf } of feeds.get(args.meta.className) ?? []) {
      const key = (keyOf as KeyOf<object> | undefined)?.(args.entity);
      let queue = pending.get(args.em);
      if (!queue) pending.set(args.em, (queue = []));
      for (const topic of topics) {
        deliver(topic, key);
        queue.push({ from: self, topic, ...(key !== undefined ? { key } : {}) });
      }
    }
  };
  const committed = (em: EntityManager) => {
    const queue = pending.get(em);
    if (!queue) return;
    pending.delete(em);
    const seen = new Set<string>();
    for (const m of queue) {
      const id = `${m.topic} ${m.key ?? ''}`;
      if (seen.has(id)) continue;
      seen.add(id);
      deliver(m.topic, m.key);
      send(m.topic, m.key);
    }
  };
  // MikroORM awaits its subscribers inside its own async dispatch: a throw here rejects it as before.
  const subscriber: EventSubscriber<object> = {
    afterCreate: (args) => onWrite(args),
    afterUpdate: (args) => onWrite(args),
    afterDelete: (args) => onWrite(args),
    afterUpsert: (args) => onWrite(args),
    // A flush outside a transaction has committed when afterFlush runs; inside one, the commit event follows.
    afterFlush: ({ em }) => {
      if (!em.isInTransaction()) committed(em);
    },
    afterTransactionCommit: ({ em }) => committed(em),
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
  void listen();

  return {
    shared,
    feed(entity, topics, keyOf) {
      for (const one of (Array.isArray(entity) ? entity : [entity]) as AnyEntity[]) {
        const name = entityName(one);
        if (!orm.getMetadata().has(name)) throw new Error(`cache bus: ${name} is not an entity of this database`);
        feeds.set(name, [...(feeds.get(name) ?? []), { topics, keyOf: keyOf }]);
      }
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    publish: send,
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
