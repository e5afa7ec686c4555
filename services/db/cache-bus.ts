import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EntityManager, EventArgs, EventSubscriber, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { Course, CourseModule, Group, GroupStudent, Lesson, Schedule, Task, TaskStatus } from '../learning/entities';
import { HackProject, Project, ProjectLike, ProjectResource, ProjectText, ProjectView } from '../funspace/entities';
import { Profile } from '../profile/entities';

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

/** Which topics an ORM write to an entity touches: the one list behind every cache's invalidation. */
const TOPICS_OF_ENTITY: [new (...args: never[]) => object, CacheTopic[], ((entity: object) => number | undefined)?][] = [
  [TaskStatus, ['student'], (e) => (e as TaskStatus).student?.id],
  [GroupStudent, ['memberships']],
  [Group, ['memberships']],
  [Schedule, ['memberships']],
  [Profile, ['memberships', 'projects']],
  [Project, ['projects']],
  [ProjectLike, ['projects']],
  [ProjectView, ['project-counters']],
  [ProjectText, ['projects']],
  [ProjectResource, ['projects']],
  [HackProject, ['projects']],
  [Course, ['course-structure']],
  [CourseModule, ['course-structure']],
  [Lesson, ['course-structure']],
  [Task, ['course-structure']],
];

export interface CacheBus {
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

  const send = (topic: CacheTopic, key?: number) => {
    if (!shared || closed) return;
    const message: Message = { from: self, topic, ...(key !== undefined ? { key } : {}) };
    orm.em
      .getConnection()
      .execute('select pg_notify(?, ?)', [CACHE_CHANNEL, JSON.stringify(message)])
      .catch((err: unknown) => opts.log.warn({ err }, 'cache invalidation not published'));
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
    for (const [type, topics, keyOf] of TOPICS_OF_ENTITY) {
      if (!(args.entity instanceof type)) continue;
      const key = keyOf?.(args.entity);
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
  const subscriber: EventSubscriber = {
    afterCreate: async (args) => onWrite(args),
    afterUpdate: async (args) => onWrite(args),
    afterDelete: async (args) => onWrite(args),
    afterUpsert: async (args) => onWrite(args),
    // A flush outside a transaction has committed when afterFlush runs; inside one, the commit event follows.
    afterFlush: async ({ em }) => {
      if (!em.isInTransaction()) committed(em);
    },
    afterTransactionCommit: async ({ em }) => committed(em),
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
  void listen();

  return {
    shared,
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
