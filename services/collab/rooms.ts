import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import { CollabCloseCode } from '@school/contracts';
import { FrameError, Room, type Peer } from './room';
import type { CollabStore } from './store';
import { FanoutKind, type Fanout } from './fanout';

/** The hard limits of the public collaboration endpoint (every value is a cap, never a goal). */
export interface CollabLimits {
  /** Rooms kept in memory at once (empty rooms in their grace period count, and are evicted first). */
  maxRooms: number;
  /** Peers in one room. */
  maxPeersPerRoom: number;
  /** Open sockets from one client address. */
  maxConnectionsPerAddress: number;
  /** Encoded size a room's document may reach. */
  maxDocBytes: number;
  /** One websocket message (ws closes a bigger one with 1009 before it is read). */
  maxMessageBytes: number;
  /** How long an empty room's document is kept for a peer that reconnects. */
  emptyRoomGraceMs: number;
}

export const DEFAULT_COLLAB_LIMITS: CollabLimits = {
  maxRooms: 200,
  maxPeersPerRoom: 20,
  maxConnectionsPerAddress: 20,
  maxDocBytes: 2 * 1024 * 1024,
  maxMessageBytes: 512 * 1024,
  emptyRoomGraceMs: 30_000,
};

/** Local peers' updates are stored in batches this long (the most a crash of every instance can lose). */
const STORE_BATCH_MS = 50;

/** Where rooms are stored and how instances share them. */
export interface RoomSharing {
  store: CollabStore;
  /** Redis pub/sub (REDIS_URL); null: this process serves every peer of a room. */
  fanout: Fanout | null;
  log: FastifyBaseLogger;
}

/** Why a peer could not join: the socket is closed with the code. */
export class JoinRefused extends FrameError {}

/**
 * The rooms this process serves, in memory while they have peers: loaded from the database by the
 * first peer, what local peers change stored (batched) and fanned out to the other instances
 * through Redis, dropped a grace period after the last one leaves. Counts sockets per client address.
 */
export class RoomRegistry {
  readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room>>();
  private readonly dropTimers = new Map<string, NodeJS.Timeout>();
  private readonly byAddress = new Map<string, number>();
  /** Local updates of each room waiting for their batch to be stored. */
  private readonly pending = new Map<string, { updates: Uint8Array[]; timer: NodeJS.Timeout }>();
  private readonly storing = new Set<Promise<void>>();

  constructor(
    readonly limits: CollabLimits,
    private readonly sharing: RoomSharing,
  ) {}

  /** Joins the peer to the room (loading it) or rejects with JoinRefused. */
  async join(roomName: string, peer: Peer, address: string): Promise<Room> {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      throw new JoinRefused(CollabCloseCode.tryAgainLater, 'too many connections from this address');
    }
    const known = this.rooms.get(roomName);
    if (known && known.peers.size >= this.limits.maxPeersPerRoom) throw new JoinRefused(CollabCloseCode.tryAgainLater, 'room is full');
    if (!known && !this.loading.has(roomName) && this.rooms.size + this.loading.size >= this.limits.maxRooms && !this.evictOneEmpty()) {
      throw new JoinRefused(CollabCloseCode.tryAgainLater, 'too many rooms');
    }
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    let room: Room;
    try {
      room = known ?? (await this.open(roomName));
    } catch (error) {
      this.release(address);
      this.sharing.log.error({ err: error, room: roomName }, 'collab room could not be loaded');
      throw new JoinRefused(CollabCloseCode.tryAgainLater, 'room unavailable');
    }
    if (room.peers.size >= this.limits.maxPeersPerRoom) {
      this.release(address);
      throw new JoinRefused(CollabCloseCode.tryAgainLater, 'room is full');
    }
    this.cancelDrop(roomName);
    room.join(peer);
    return room;
  }

  /** The room in memory, or loaded once however many peers ask at the same moment. */
  private open(name: string): Promise<Room> {
    let loading = this.loading.get(name);
    if (!loading) {
      loading = this.load(name).finally(() => this.loading.delete(name));
      this.loading.set(name, loading);
    }
    return loading;
  }

  private async load(name: string): Promise<Room> {
    const { store, fanout } = this.sharing;
    const room = new Room(name, this.limits.maxDocBytes, {
      localUpdate: (update) => {
        this.queueStore(name, update);
        fanout?.publish(name, FanoutKind.update, update);
      },
      localAwareness: (update) => fanout?.publish(name, FanoutKind.awareness, update),
    });
    // Subscribed before reading: an update published meanwhile is applied, never missed.
    await fanout?.subscribe(name);
    try {
      room.load(await store.load(name));
    } catch (error) {
      fanout?.unsubscribe(name);
      room.destroy();
      throw error;
    }
    this.rooms.set(name, room);
    // Another instance may hold updates of its peers not yet stored: ask for them.
    fanout?.publish(name, FanoutKind.query, Y.encodeStateVector(room.doc));
    return room;
  }

  /** A message of another instance about one of our rooms. */
  receiveRemote(name: string, kind: FanoutKind, payload: Uint8Array): void {
    const room = this.rooms.get(name);
    if (!room) return;
    try {
      if (kind === FanoutKind.update) room.applyRemote(payload);
      else if (kind === FanoutKind.awareness) room.applyRemoteAwareness(payload);
      else if (kind === FanoutKind.forgotten) this.queueStore(name, Y.encodeStateAsUpdate(room.doc));
      else if (kind === FanoutKind.query) {
        const diff = room.diffFor(payload);
        // An empty update is two bytes: nothing the asker lacks.
        if (diff.byteLength > 2) this.sharing.fanout?.publish(name, FanoutKind.update, diff);
        const awareness = room.localAwareness();
        if (awareness) this.sharing.fanout?.publish(name, FanoutKind.awareness, awareness);
      }
    } catch (error) {
      this.sharing.log.warn({ err: error, room: name }, 'collab message of another instance refused');
    }
  }

  /** True while this process holds the room (loading, in memory, or with edits not stored yet): the retention sweep spares it. */
  holds(name: string): boolean {
    return this.rooms.has(name) || this.loading.has(name) || this.pending.has(name);
  }

  /** The sweep deleted these rooms' stored copies: an instance that has one open stores it whole again. */
  announceForgotten(names: string[]): void {
    for (const name of names) this.sharing.fanout?.publish(name, FanoutKind.forgotten, new Uint8Array());
  }

  /** Redis (back) up: subscribe every room again and ask the other instances for what was missed. */
  resync(): void {
    const { fanout } = this.sharing;
    if (!fanout) return;
    for (const [name, room] of this.rooms) {
      void fanout.subscribe(name).then(() => fanout.publish(name, FanoutKind.query, Y.encodeStateVector(room.doc)));
    }
  }

  private queueStore(name: string, update: Uint8Array): void {
    const batch = this.pending.get(name);
    if (batch) {
      batch.updates.push(update);
      return;
    }
    // Fire and forget: storeBatch catches a failed write itself (logs it and queues the update again).
    this.pending.set(name, { updates: [update], timer: setTimeout(() => void this.storeBatch(name), STORE_BATCH_MS) });
  }

  private storeBatch(name: string): Promise<void> {
    const batch = this.pending.get(name);
    if (!batch) return Promise.resolve();
    clearTimeout(batch.timer);
    this.pending.delete(name);
    const merged = batch.updates.length === 1 ? batch.updates[0] : Y.mergeUpdates(batch.updates);
    const stored = this.sharing.store
      .append(name, merged)
      .catch((error: unknown) => {
        // Kept for the next batch: the database may be back by then.
        this.sharing.log.error({ err: error, room: name }, 'collab update not stored yet (database unavailable)');
        if (this.rooms.has(name)) this.queueStore(name, merged);
      })
      .finally(() => this.storing.delete(stored));
    this.storing.add(stored);
    return stored;
  }

  private release(address: string): void {
    const left = (this.byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
  }

  leave(room: Room, peer: Peer, address: string): void {
    if (!room.peers.has(peer)) return;
    room.leave(peer);
    this.release(address);
    if (room.peers.size === 0 && this.rooms.get(room.name) === room) {
      const timer = setTimeout(() => this.drop(room.name), this.limits.emptyRoomGraceMs);
      timer.unref();
      this.dropTimers.set(room.name, timer);
    }
  }

  private evictOneEmpty(): boolean {
    for (const name of this.dropTimers.keys()) {
      this.drop(name);
      return true;
    }
    return false;
  }

  private cancelDrop(name: string): void {
    const timer = this.dropTimers.get(name);
    if (timer) clearTimeout(timer);
    this.dropTimers.delete(name);
  }

  private drop(name: string): void {
    this.cancelDrop(name);
    const room = this.rooms.get(name);
    if (!room || room.peers.size > 0) return;
    this.rooms.delete(name);
    void this.storeBatch(name);
    this.sharing.fanout?.unsubscribe(name);
    room.destroy();
  }

  /** Stores what is pending, stops every timer and drops every room (the app is closing). */
  async close(): Promise<void> {
    for (const timer of this.dropTimers.values()) clearTimeout(timer);
    this.dropTimers.clear();
    const names = [...this.pending.keys()];
    for (const room of this.rooms.values()) room.destroy();
    this.rooms.clear();
    await Promise.all([...names.map((name) => this.storeBatch(name)), ...this.storing]);
    this.byAddress.clear();
  }
}
