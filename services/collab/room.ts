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

/**
 * One shared document and its awareness (carets, names), relaying y-websocket messages between the
 * peers: sync step 1/2 and updates go through y-protocols' sync, awareness through its awareness
 * protocol. The document lives in memory only; the registry drops it when the room empties.
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
  ) {
    // The server is not a participant: it has no awareness state of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array) => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      this.broadcast(encoding.toUint8Array(encoder));
    });
    this.awareness.on('update', ({ added, updated, removed }: AwarenessChange, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      const owner = this.peers.get(origin as Peer);
      if (owner) {
        for (const id of added) owner.add(id);
        for (const id of removed) owner.delete(id);
      }
      this.broadcast(encodeAwareness(this.awareness, changed));
    });
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
