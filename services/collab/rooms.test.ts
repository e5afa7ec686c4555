import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { CollabCloseCode } from '@school/contracts';
import { FrameError, type Peer } from './room';
import { DEFAULT_COLLAB_LIMITS, RoomRegistry, type CollabLimits, type RoomSharing } from './rooms';
import type { CollabStore } from './store';

// Y.Text's text is read with toJSON(): yjs declares no toString() for it in its types (both return the same string).

/** The registry's rules alone: rooms stored in a map (the database store is tested in collab-shared.test.ts). */
function registryWith(limits: CollabLimits, stored = new Map<string, Uint8Array[]>()) {
  const store: CollabStore = {
    load: (room) => Promise.resolve(stored.get(room) ?? []),
    append: (room, update) => {
      stored.set(room, [...(stored.get(room) ?? []), update]);
      return Promise.resolve();
    },
  };
  const log = { error: () => undefined, warn: () => undefined } as unknown as RoomSharing['log'];
  return new RoomRegistry(limits, { store, fanout: null, log });
}

const peer = (): Peer & { sent: Uint8Array[] } => {
  const sent: Uint8Array[] = [];
  return { readyState: 1, sent, send: (m) => void sent.push(m), close: () => undefined };
};

/** A y-websocket update message carrying `text` typed into a fresh document. */
function updateMessage(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, text);
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
  return encoding.toUint8Array(encoder);
}

async function refusal(fn: () => unknown): Promise<number | undefined> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof FrameError) return err.closeCode;
    throw err;
  }
  return undefined;
}

describe('collab room registry (capped, stored)', () => {
  afterEach(() => jest.useRealTimers());

  it('drops an empty room after the grace period, keeps it for a peer that comes back in time', async () => {
    jest.useFakeTimers();
    const stored = new Map<string, Uint8Array[]>();
    const registry = registryWith({ ...DEFAULT_COLLAB_LIMITS, emptyRoomGraceMs: 1000 }, stored);
    const a = peer();
    const room = await registry.join('r', a, '1.1.1.1');
    room.receive(a, updateMessage('текст'));
    registry.leave(room, a, '1.1.1.1');
    jest.advanceTimersByTime(999);
    const b = peer();
    expect(await registry.join('r', b, '1.1.1.1')).toBe(room);
    expect(room.doc.getText('t').toJSON()).toBe('текст');
    registry.leave(room, b, '1.1.1.1');
    jest.advanceTimersByTime(1000);
    expect(registry.rooms.has('r')).toBe(false);
    // Dropped from memory, not forgotten: the next peer gets the stored document.
    jest.useRealTimers();
    await new Promise((r) => setTimeout(r, 10));
    expect(stored.get('r')).toHaveLength(1);
    const again = await registry.join('r', peer(), '1.1.1.1');
    expect(again).not.toBe(room);
    expect(again.doc.getText('t').toJSON()).toBe('текст');
    await registry.close();
  });

  it('caps rooms (evicting empty ones first), peers per room and sockets per address', async () => {
    const registry = registryWith({ ...DEFAULT_COLLAB_LIMITS, maxRooms: 2, maxPeersPerRoom: 2, maxConnectionsPerAddress: 3 });
    const one = await registry.join('one', peer(), 'x');
    const p2 = peer();
    await registry.join('two', p2, 'y');
    expect(await refusal(() => registry.join('three', peer(), 'z'))).toBe(CollabCloseCode.tryAgainLater);
    registry.leave(registry.rooms.get('two')!, p2, 'y');
    // 'two' is empty (in its grace period): it makes room for 'three'.
    await registry.join('three', peer(), 'z');
    expect([...registry.rooms.keys()].sort()).toEqual(['one', 'three']);
    await registry.join('one', peer(), 'x');
    expect(await refusal(() => registry.join('one', peer(), 'w'))).toBe(CollabCloseCode.tryAgainLater);
    await registry.join('three', peer(), 'x');
    expect(await refusal(() => registry.join('three', peer(), 'x'))).toBe(CollabCloseCode.tryAgainLater);
    expect(one.peers.size).toBe(2);
    await registry.close();
  });

  it('refuses an update that would take the document past its size cap, before it applies', async () => {
    const registry = registryWith({ ...DEFAULT_COLLAB_LIMITS, maxDocBytes: 200 });
    const a = peer();
    const room = await registry.join('big', a, 'x');
    room.receive(a, updateMessage('a'.repeat(50)));
    expect(await refusal(() => room.receive(a, updateMessage('b'.repeat(300))))).toBe(CollabCloseCode.tooBig);
    expect(room.doc.getText('t').toJSON()).toBe('a'.repeat(50));
    await registry.close();
  });
});
