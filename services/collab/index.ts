import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { Type } from 'typebox';
import { COLLAB_ROOM_PATTERN, COLLAB_WS_PATH, CollabCloseCode } from '@school/contracts';
import { FrameError, type Room } from './room';
import { DEFAULT_COLLAB_LIMITS, RoomRegistry, type CollabLimits } from './rooms';
import { createCollabStore } from './store';
import { createFanout } from './fanout';
import { DEFAULT_COLLAB_RETENTION, sweepCollabRooms, type CollabRetention } from './retention';

export type CollabOptions = Partial<CollabLimits>;

/** A socket that missed one ping round is gone (a closed laptop): its caret must not stay. */
const PING_INTERVAL_MS = 30_000;

const RoomParamsSchema = Type.Object({ room: Type.String({ pattern: COLLAB_ROOM_PATTERN }) });

declare module 'fastify' {
  interface FastifyInstance {
    collabRooms: RoomRegistry;
  }
}

/**
 * The rich-text editor's real-time collaboration (y-websocket protocol on y-protocols + yjs):
 * GET /api/collab/:room upgraded to a websocket. Public like the /demo and /split pages it serves,
 * so every resource is capped (rooms, peers per room, sockets per address, document and message
 * size); a frame the protocol refuses closes that socket only. Encapsulated: the websocket plugin
 * wraps only this route. Documents are stored in the database (collab_updates) and survive a
 * restart; with REDIS_URL every instance serves every room (updates fanned out by pub/sub).
 */
export default fp<CollabOptions>(
  async (app, opts) => {
    const given = Object.fromEntries(Object.entries(opts).filter(([, v]) => typeof v === 'number'));
    const limits: CollabLimits = { ...DEFAULT_COLLAB_LIMITS, ...given };
    const redis = app.redis;
    // The fanout calls back into the registry, which publishes through the fanout.
    let registry: RoomRegistry | null = null;
    const fanout = redis
      ? createFanout(
          redis,
          (room, kind, payload) => registry?.receiveRemote(room, kind, payload),
          () => registry?.resync(),
        )
      : null;
    registry = new RoomRegistry(limits, { store: createCollabStore(app), fanout, log: app.log });
    const rooms = registry;
    app.decorate('collabRooms', rooms);
    const sweeper = scheduleRetention(app, rooms, DEFAULT_COLLAB_RETENTION);
    // Registered after orm and redis, so it runs before they close: pending updates get stored.
    app.addHook('onClose', async () => {
      sweeper.stop();
      await rooms.close();
    });
    await app.register(collabRoute, { registry: rooms });
  },
  { name: 'collab', dependencies: ['orm', 'redis'] },
);

/**
 * The periodic retention sweep of the stored rooms (retention.ts), on every instance: the first at
 * a random point of the first period (instances started together do not sweep together), then
 * every period. A failed sweep (database down) waits for the next one.
 */
function scheduleRetention(app: FastifyInstance, rooms: RoomRegistry, retention: CollabRetention) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const sweep = async () => {
    try {
      const result = await sweepCollabRooms(app, retention, (room) => rooms.holds(room));
      const deleted = [...result.expired, ...result.evicted];
      rooms.announceForgotten(deleted);
      if (deleted.length) app.log.info({ expired: result.expired.length, evicted: result.evicted.length, rooms: result.rooms, bytes: result.bytes }, 'collab rooms deleted by retention');
    } catch (error) {
      app.log.warn({ err: error }, 'collab retention sweep failed; the next one tries again');
    }
  };
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void sweep().finally(() => next(retention.sweepEveryMs)), ms);
    timer.unref();
  };
  next(Math.floor(Math.random() * retention.sweepEveryMs));
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

async function collabRoute(app: FastifyInstance, { registry }: { registry: RoomRegistry }) {
  const { limits } = registry;
  await app.register(websocket, {
    options: { maxPayload: limits.maxMessageBytes },
    // A client's broken socket (too big a frame, a reset) is the client's problem, not an error of ours.
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'collab socket error');
      // ws has already sent its close frame (1009 for too big a message): let it go out.
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

  // @fastify/websocket hides its routes from the OpenAPI document; this one is listed as the GET that upgrades.
  app.addHook('onRoute', (route) => {
    if (route.websocket && route.schema) route.schema.hide = false;
  });

  app.get<{ Params: { room: string } }>(
    `${COLLAB_WS_PATH}/:room`,
    { websocket: true, config: { access: 'public' }, schema: { tags: ['collab'], description: 'WebSocket (y-websocket protocol: sync and awareness messages).', params: RoomParamsSchema } },
    (socket: WebSocket, request) => {
      const address = request.ip;
      // The room loads from the database: messages that arrive meanwhile wait, in order.
      const early: { data: Parameters<typeof onMessage>[0]; isBinary: boolean }[] = [];
      let joined: Room | null = null;
      let closed = false;
      const onMessage = (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        if (!joined) {
          early.push({ data, isBinary });
          return;
        }
        const room = joined;
        try {
          if (!isBinary) throw new FrameError(CollabCloseCode.unsupportedData, 'binary y-websocket messages only');
          const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
          // A copy of its own: lib0 reads lengths from the message, and a view into ws's pooled buffer would let them read past it.
          room.receive(socket, new Uint8Array(bytes));
        } catch (err) {
          const refused = err instanceof FrameError ? err : new FrameError(CollabCloseCode.invalidPayload, 'unreadable message');
          request.log.warn({ room: room.name, reason: refused.message }, 'collab frame refused');
          registry.leave(room, socket, address);
          socket.close(refused.closeCode, refused.message);
        }
      };
      socket.on('message', onMessage);
      let alive = true;
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);
      ping.unref();
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        closed = true;
        clearInterval(ping);
        if (joined) registry.leave(joined, socket, address);
      });
      registry.join(request.params.room, socket, address).then(
        (room) => {
          joined = room;
          // Gone while the room loaded: leave at once (the grace timer starts as for any last peer).
          if (closed) return registry.leave(room, socket, address);
          for (const { data, isBinary } of early.splice(0)) onMessage(data, isBinary);
        },
        (err: unknown) => {
          clearInterval(ping);
          const refused = err instanceof FrameError ? err : new FrameError(CollabCloseCode.tryAgainLater, 'refused');
          if (!closed) socket.close(refused.closeCode, refused.message);
        },
      );
    },
  );
}
