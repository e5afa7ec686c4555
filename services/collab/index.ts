import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { Type } from 'typebox';
import { COLLAB_ROOM_PATTERN, COLLAB_WS_PATH, CollabCloseCode } from '@school/contracts';
import { FrameError } from './room';
import { DEFAULT_COLLAB_LIMITS, RoomRegistry, type CollabLimits } from './rooms';

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
 * wraps only this route.
 */
export default fp<CollabOptions>(
  async (app, opts) => {
    const given = Object.fromEntries(Object.entries(opts).filter(([, v]) => typeof v === 'number'));
    const limits: CollabLimits = { ...DEFAULT_COLLAB_LIMITS, ...given };
    const registry = new RoomRegistry(limits);
    app.decorate('collabRooms', registry);
    app.addHook('onClose', async () => registry.close());
    await app.register(collabRoute, { registry });
  },
  { name: 'collab' },
);

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
      let room;
      try {
        room = registry.join(request.params.room, socket, address);
      } catch (err) {
        const refused = err instanceof FrameError ? err : new FrameError(CollabCloseCode.tryAgainLater, 'refused');
        socket.close(refused.closeCode, refused.message);
        return;
      }
      const joined = room;
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
      socket.on('message', (data, isBinary) => {
        try {
          if (!isBinary) throw new FrameError(CollabCloseCode.unsupportedData, 'binary y-websocket messages only');
          const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
          // A copy of its own: lib0 reads lengths from the message, and a view into ws's pooled buffer would let them read past it.
          joined.receive(socket, new Uint8Array(bytes));
        } catch (err) {
          const refused = err instanceof FrameError ? err : new FrameError(CollabCloseCode.invalidPayload, 'unreadable message');
          request.log.warn({ room: joined.name, reason: refused.message }, 'collab frame refused');
          registry.leave(joined, socket, address);
          socket.close(refused.closeCode, refused.message);
        }
      });
      socket.on('close', () => {
        clearInterval(ping);
        registry.leave(joined, socket, address);
      });
    },
  );
}
