import { CollabCloseCode } from '@school/contracts';
import { FrameError, Room, type Peer } from './room';

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

/** Why a peer could not join: the socket is closed with the code. */
export class JoinRefused extends FrameError {}

/**
 * The rooms of one process, in memory: created by the first peer, dropped a grace period after
 * the last one leaves. Counts sockets per client address.
 */
export class RoomRegistry {
  readonly rooms = new Map<string, Room>();
  private readonly dropTimers = new Map<string, NodeJS.Timeout>();
  private readonly byAddress = new Map<string, number>();

  constructor(readonly limits: CollabLimits) {}

  /** Joins the peer to the room (creating it) or throws JoinRefused. */
  join(roomName: string, peer: Peer, address: string): Room {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      throw new JoinRefused(CollabCloseCode.tryAgainLater, 'too many connections from this address');
    }
    let room = this.rooms.get(roomName);
    if (!room) {
      if (this.rooms.size >= this.limits.maxRooms && !this.evictOneEmpty()) {
        throw new JoinRefused(CollabCloseCode.tryAgainLater, 'too many rooms');
      }
      room = new Room(roomName, this.limits.maxDocBytes);
      this.rooms.set(roomName, room);
    } else if (room.peers.size >= this.limits.maxPeersPerRoom) {
      throw new JoinRefused(CollabCloseCode.tryAgainLater, 'room is full');
    }
    this.cancelDrop(roomName);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    room.join(peer);
    return room;
  }

  leave(room: Room, peer: Peer, address: string): void {
    if (!room.peers.has(peer)) return;
    room.leave(peer);
    const left = (this.byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
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
    room.destroy();
  }

  /** Stops every timer and drops every room (the app is closing). */
  close(): void {
    for (const timer of this.dropTimers.values()) clearTimeout(timer);
    this.dropTimers.clear();
    for (const room of this.rooms.values()) room.destroy();
    this.rooms.clear();
    this.byAddress.clear();
  }
}
