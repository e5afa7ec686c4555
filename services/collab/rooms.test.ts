import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { CollabCloseCode } from '@school/contracts';
import { FrameError, type Peer } from './room';
import { DEFAULT_COLLAB_LIMITS, RoomRegistry } from './rooms';

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

function refusal(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof FrameError) return err.closeCode;
    throw err;
  }
  return undefined;
}

describe('collab room registry (in memory, capped)', () => {
  afterEach(() => jest.useRealTimers());

  it('drops an empty room after the grace period, keeps it for a peer that comes back in time', () => {
    jest.useFakeTimers();
    const registry = new RoomRegistry({ ...DEFAULT_COLLAB_LIMITS, emptyRoomGraceMs: 1000 });
    const a = peer();
    const room = registry.join('r', a, '1.1.1.1');
    room.receive(a, updateMessage('текст'));
    registry.leave(room, a, '1.1.1.1');
    jest.advanceTimersByTime(999);
    const b = peer();
    expect(registry.join('r', b, '1.1.1.1')).toBe(room);
    expect(room.doc.getText('t').toString()).toBe('текст');
    registry.leave(room, b, '1.1.1.1');
    jest.advanceTimersByTime(1000);
    expect(registry.rooms.has('r')).toBe(false);
    registry.close();
  });

  it('caps rooms (evicting empty ones first), peers per room and sockets per address', () => {
    const registry = new RoomRegistry({ ...DEFAULT_COLLAB_LIMITS, maxRooms: 2, maxPeersPerRoom: 2, maxConnectionsPerAddress: 3 });
    const one = registry.join('one', peer(), 'x');
    const p2 = peer();
    registry.join('two', p2, 'y');
    expect(refusal(() => registry.join('three', peer(), 'z'))).toBe(CollabCloseCode.tryAgainLater);
    registry.leave(registry.rooms.get('two')!, p2, 'y');
    // 'two' is empty (in its grace period): it makes room for 'three'.
    registry.join('three', peer(), 'z');
    expect([...registry.rooms.keys()].sort()).toEqual(['one', 'three']);
    registry.join('one', peer(), 'x');
    expect(refusal(() => registry.join('one', peer(), 'w'))).toBe(CollabCloseCode.tryAgainLater);
    registry.join('three', peer(), 'x');
    expect(refusal(() => registry.join('three', peer(), 'x'))).toBe(CollabCloseCode.tryAgainLater);
    expect(one.peers.size).toBe(2);
    registry.close();
  });

  it('refuses an update that would take the document past its size cap, before it applies', () => {
    const registry = new RoomRegistry({ ...DEFAULT_COLLAB_LIMITS, maxDocBytes: 200 });
    const a = peer();
    const room = registry.join('big', a, 'x');
    room.receive(a, updateMessage('a'.repeat(50)));
    expect(refusal(() => room.receive(a, updateMessage('b'.repeat(300))))).toBe(CollabCloseCode.tooBig);
    expect(room.doc.getText('t').toString()).toBe('a'.repeat(50));
    registry.close();
  });
});
