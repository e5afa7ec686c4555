import { randomBytes } from 'node:crypto';
import type { SharedRedis } from '../core/redis';

/** What travels between instances on a room's channel. */
export const enum FanoutKind {
  /** A Yjs document update. */
  update = 0,
  /** An awareness update (carets, names). */
  awareness = 1,
  /** "Send me what this state vector lacks, and your peers' awareness": a room loaded or Redis back. */
  query = 2,
  /** "The retention sweep deleted this room's stored copy": an instance holding it open stores its whole state again. */
  forgotten = 3,
}

export interface FanoutHandler {
  (room: string, kind: FanoutKind, payload: Uint8Array): void;
}

const CHANNEL_PREFIX = 'collab:';
const ID_BYTES = 8;

/**
 * Redis pub/sub between the instances serving one room: channel collab:<room>, messages of one
 * byte of kind, the sender's id (its own messages are ignored) and the payload. Publishing is
 * best effort: while Redis is down each instance serves its own peers, stores what they change,
 * and subscribes again and asks the others for what it missed when the subscriber is back (onReconnect).
 */
export function createFanout(redis: SharedRedis, handler: FanoutHandler, onReconnect: () => void) {
  const self = randomBytes(ID_BYTES);
  const sub = redis.subscriber();
  // Every (re)connection: the registry subscribes its rooms again and asks for what it missed.
  sub.on('ready', onReconnect);
  sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    if (message.length < 1 + ID_BYTES || self.equals(message.subarray(1, 1 + ID_BYTES))) return;
    const room = channel.toString().slice(CHANNEL_PREFIX.length);
    handler(room, message[0], new Uint8Array(message.subarray(1 + ID_BYTES)));
  });
  return {
    async subscribe(room: string): Promise<void> {
      await sub.subscribe(CHANNEL_PREFIX + room).catch((error: unknown) => redis.degraded('collab subscribe', error));
    },
    unsubscribe(room: string): void {
      sub.unsubscribe(CHANNEL_PREFIX + room).catch((error: unknown) => redis.degraded('collab unsubscribe', error));
    },
    publish(room: string, kind: FanoutKind, payload: Uint8Array): void {
      const message = Buffer.concat([Buffer.from([kind]), self, payload]);
      redis.client.publish(CHANNEL_PREFIX + room, message).catch((error: unknown) => redis.degraded('collab publish', error));
    },
  };
}

export type Fanout = ReturnType<typeof createFanout>;
