import fp from 'fastify-plugin';
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The process's one Redis connection (REDIS_URL), shared by every counter and limit, and a second
 * one created on demand for pub/sub (a subscribed connection can run no other command).
 * Null when REDIS_URL is unset: every user then keeps its state in this process (infra/README.md).
 */
export interface SharedRedis {
  /** Commands: counters, limits, PUBLISH. Fails fast while Redis is unreachable (no offline queue). */
  readonly client: Redis;
  /** The pub/sub connection (created on the first call; closed with the app). */
  subscriber(): Redis;
  /** Logs a failed Redis call once per 10 s per what (a down Redis must not flood the log), then goes on. */
  degraded(what: string, error: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis when REDIS_URL is set, otherwise null (core/redis.ts). */
    redis: SharedRedis | null;
  }
}

export interface RedisPluginOptions {
  /** redis://host:port[/db]; null or empty: no Redis. */
  url: string | null;
  /** How long the start waits for the first connection before serving degraded (ms). */
  connectWaitMs?: number;
}

/** Short timeouts: a limit that waits seconds for Redis is worse than one that falls back. */
const CONNECTION_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 1000,
  // Reconnects forever, at most every 2 s: Redis coming back restores sharing without a restart.
  retryStrategy: (times: number) => Math.min(times * 100, 2000),
} as const;

export function createSharedRedis(url: string, log: FastifyBaseLogger): SharedRedis & { close(): Promise<void>; ready(waitMs: number): Promise<boolean> } {
  const client = new Redis(url, { ...CONNECTION_OPTIONS, connectionName: 'school' });
  let sub: Redis | null = null;
  const lastLogged = new Map<string, number>();
  const watch = (conn: Redis, name: string) => {
    let down = false;
    conn.on('error', (error) => {
      if (!down) log.error({ err: error, redis: name }, 'Redis unreachable: counters and limits fall back to this instance, collaboration is not shared until it is back');
      down = true;
    });
    conn.on('ready', () => {
      if (down) log.info({ redis: name }, 'Redis reachable again');
      down = false;
    });
  };
  watch(client, 'client');
  return {
    client,
    subscriber() {
      if (!sub) {
        // Subscribing needs no offline queue either: ioredis re-subscribes by itself after a reconnect.
        sub = new Redis(url, { ...CONNECTION_OPTIONS, lazyConnect: false, connectionName: 'school-sub', commandTimeout: undefined });
        watch(sub, 'subscriber');
      }
      return sub;
    },
    degraded(what, error) {
      const now = Date.now();
      if ((lastLogged.get(what) ?? 0) > now - 10_000) return;
      lastLogged.set(what, now);
      log.warn({ err: error, redis: what }, `Redis call failed (${what}): using this instance's own state`);
    },
    async ready(waitMs) {
      const connected = client.connect().then(
        () => true,
        () => false,
      );
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs).unref());
      return Promise.race([connected, timeout]);
    },
    async close() {
      await Promise.all([client, sub].filter((c) => c !== null).map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

/**
 * Decorates app.redis: the shared connection when `url` is set, else null. The start waits a
 * moment for Redis; if it is not there the school serves anyway (each instance counting on its
 * own, with an error in the log) and picks Redis up when it answers.
 */
export default fp<RedisPluginOptions>(
  async (app, opts) => {
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const shared = createSharedRedis(opts.url, app.log);
    const ready = await shared.ready(opts.connectWaitMs ?? 3000);
    if (!ready) app.log.error({ redis: new URL(opts.url).host }, 'Redis not reachable at start: serving with per-instance counters until it is');
    app.decorate('redis', { client: shared.client, subscriber: () => shared.subscriber(), degraded: (what: string, error: unknown) => shared.degraded(what, error) });
    app.addHook('onClose', async () => shared.close());
  },
  { name: 'redis' },
);
