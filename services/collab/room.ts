import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { CollabCloseCode } from '@school/contracts';

/** The y-websocket message types (y-websocket's client speaks these two). */
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

/** What a room needs of a websocket (ws's WebSocket; a narrow view keeps the room testable). */
export interface Peer {
  readonly readyState: number;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}
const OPEN = 1;

/** A frame the protocol refuses: the room closes that socket with this code. */
export class FrameError extends Error {
  constructor(
    readonly closeCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The origin of changes that came from another instance (never sent back out). */
export const REMOTE = Symbol('remote');
/** The origin of the stored updates a room is loaded from. */
const LOADED = Symbol('loaded');

/** What the registry learns of a room: changes made by this instance's peers, to store and fan out. */
export interface RoomHooks {
  /** A document update that came from a local peer. */
  localUpdate?(update: Uint8Array): void;
  /** An awareness update (encoded) that came from a local peer or a local peer leaving. */
  localAwareness?(update: Uint8Array): void;
}

/**
 * One shared document and its awareness (carets, names), relaying y-websocket messages between the
 * peers: sync step 1/2 and updates go through y-protocols' sync, awareness through its awareness
 * protocol. The registry loads it from the database, stores and fans out what local peers change
 * (hooks), applies other instances' changes (applyRemote), and drops it when the room empties.
 */
export class Room {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  /** Each peer with the awareness client ids it announced (removed when it leaves). */
  readonly peers = new Map<Peer, Set<number>>();
  /** Upper bound of the encoded document size: grows by each update, re-measured when it passes the cap. */
  private sizeEstimate = 0;

  constructor(
    readonly name: string,
    private readonly maxDocBytes: number,
    hooks: RoomHooks = {},
  ) {
    // The server is not a participant: it has no awareness state of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      this.broadcast(encoding.toUint8Array(encoder));
      if (origin !== REMOTE && origin !== LOADED) hooks.localUpdate?.(update);
    });
    this.awareness.on('update', ({ added, updated, removed }: AwarenessChange, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      const owner = this.peers.get(origin as Peer);
      if (owner) {
        for (const id of added) owner.add(id);
        for (const id of removed) owner.delete(id);
      }
      const message = encodeAwareness(this.awareness, changed);
      this.broadcast(message);
      if (origin !== REMOTE) hooks.localAwareness?.(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
    });
  }

  /** Applies the stored updates before the first peer joins. */
  load(updates: Uint8Array[]): void {
    for (const update of updates) Y.applyUpdate(this.doc, update, LOADED);
    this.sizeEstimate = updates.length > 0 ? Y.encodeStateAsUpdate(this.doc).byteLength : 0;
  }

  /** A document update from another instance (already checked there). */
  applyRemote(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update, REMOTE);
    this.sizeEstimate += update.byteLength;
  }

  /** An awareness update from another instance. */
  applyRemoteAwareness(update: Uint8Array): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, REMOTE);
  }

  /** What a document with this state vector lacks (another instance asking on load or reconnect). */
  diffFor(stateVector: Uint8Array): Uint8Array {
    return Y.encodeStateAsUpdate(this.doc, stateVector);
  }

  /** The awareness states of this instance's own peers, encoded; null when they announced none. */
  localAwareness(): Uint8Array | null {
    const ids = [...this.peers.values()].flatMap((set) => [...set]).filter((id) => this.awareness.getStates().has(id));
    return ids.length > 0 ? awarenessProtocol.encodeAwarenessUpdate(this.awareness, ids) : null;
  }

  /** A new peer gets sync step 1 (what the server has) and the current awareness states. */
  join(peer: Peer): void {
    this.peers.set(peer, new Set());
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, this.doc);
    send(peer, encoding.toUint8Array(encoder));
    const states = this.awareness.getStates();
    if (states.size > 0) send(peer, encodeAwareness(this.awareness, [...states.keys()]));
  }

  /** A peer left: its carets and names disappear for everyone else. */
  leave(peer: Peer): void {
    const ids = this.peers.get(peer);
    if (!ids) return;
    this.peers.delete(peer);
    if (ids.size > 0) awarenessProtocol.removeAwarenessStates(this.awareness, [...ids], null);
  }

  /** Reads one binary message of a peer; throws FrameError for anything the protocol does not accept. */
  receive(peer: Peer, data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    let type: number;
    try {
      type = decoding.readVarUint(decoder);
    } catch {
      throw new FrameError(CollabCloseCode.invalidPayload, 'unreadable message type');
    }
    if (type === MESSAGE_SYNC) this.receiveSync(peer, decoder);
    else if (type === MESSAGE_AWARENESS) {
      try {
        awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), peer);
      } catch {
        throw new FrameError(CollabCloseCode.invalidPayload, 'unreadable awareness update');
      }
    } else throw new FrameError(CollabCloseCode.invalidPayload, `unknown message type ${type}`);
  }

  private receiveSync(peer: Peer, decoder: decoding.Decoder): void {
    let syncType: number;
    try {
      syncType = decoding.readVarUint(decoder);
    } catch {
      throw new FrameError(CollabCloseCode.invalidPayload, 'unreadable sync message');
    }
    if (syncType === syncProtocol.messageYjsSyncStep1) {
      // The answer is step 2: what the peer's state vector says it is missing.
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      try {
        syncProtocol.readSyncStep1(decoder, encoder, this.doc);
      } catch {
        throw new FrameError(CollabCloseCode.invalidPayload, 'unreadable state vector');
      }
      send(peer, encoding.toUint8Array(encoder));
    } else if (syncType === syncProtocol.messageYjsSyncStep2 || syncType === syncProtocol.messageYjsUpdate) {
      let update: Uint8Array;
      try {
        update = decoding.readVarUint8Array(decoder);
      } catch {
        throw new FrameError(CollabCloseCode.invalidPayload, 'unreadable update');
      }
      // Refused before it applies when the document would pass the cap.
      this.reserve(update.byteLength);
      // Y.applyUpdate itself, not y-protocols' readSyncStep2/readUpdate: those log and swallow a
      // malformed update, and the socket that sent it must be closed.
      try {
        Y.applyUpdate(this.doc, update, peer);
      } catch {
        throw new FrameError(CollabCloseCode.invalidPayload, 'malformed update');
      }
    } else throw new FrameError(CollabCloseCode.invalidPayload, `unknown sync message type ${syncType}`);
  }

  private reserve(bytes: number): void {
    if (this.sizeEstimate + bytes > this.maxDocBytes) {
      // Deletions and merges make the real size smaller than the running sum: measure once.
      this.sizeEstimate = Y.encodeStateAsUpdate(this.doc).byteLength;
      if (this.sizeEstimate + bytes > this.maxDocBytes) throw new FrameError(CollabCloseCode.tooBig, 'document too large');
    }
    this.sizeEstimate += bytes;
  }

  private broadcast(message: Uint8Array): void {
    for (const peer of this.peers.keys()) send(peer, message);
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

function encodeAwareness(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(encoder);
}

function send(peer: Peer, message: Uint8Array): void {
  if (peer.readyState !== OPEN) return;
  try {
    peer.send(message);
  } catch {
    peer.close();
  }
}
