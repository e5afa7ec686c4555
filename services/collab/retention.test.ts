import * as Y from 'yjs';
import type { Peer } from './room';
import { CollabUpdate } from './entities';
import { DEFAULT_COLLAB_RETENTION, sweepCollabRooms, type CollabRetention } from './retention';
import { buildTestApp } from '../test/test-app';

// Y.Text's text is read with toJSON(): yjs declares no toString() for it in its types (both return the same string).
const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A Yjs update of `bytes` characters typed into a fresh document. */
function update(bytes: number): Buffer {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, 'x'.repeat(bytes));
  return Buffer.from(Y.encodeStateAsUpdate(doc));
}

/**
 * Issue 28: the public rooms are stored in collab_updates; the sweep bounds them by age (idle
 * rooms go), by count and by bytes (the least recently edited go first), never touching a room in
 * use. On SQLite, and on PostgreSQL with TEST_PG_URL (scripts/with-postgres.mjs).
 */
describe('collab retention: the stored rooms are bounded', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { services: ['learning'] });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.app.em().nativeDelete(CollabUpdate, {});
  });

  async function store(room: string, at: Date, bytes = 100) {
    await ctx.app.em().insert(CollabUpdate, { room, data: update(bytes), createdAt: at });
  }
  async function storedRooms(): Promise<string[]> {
    const rows = await ctx.app.em().find(CollabUpdate, {}, { fields: ['room'] });
    return [...new Set(rows.map((r) => r.room))].sort();
  }
  const sweep = (retention: Partial<CollabRetention>, isOpen: (room: string) => boolean = () => false) =>
    sweepCollabRooms(ctx.app, { ...DEFAULT_COLLAB_RETENTION, ...retention }, isOpen, NOW);

  it('deletes rooms idle longer than maxIdleMs, whole, and keeps the ones edited since', async () => {
    await store('old', daysAgo(40));
    await store('old', daysAgo(35));
    await store('revived', daysAgo(40));
    await store('revived', daysAgo(2));
    await store('fresh', daysAgo(1));
    const result = await sweep({ maxIdleMs: 30 * DAY });
    expect(result.expired).toEqual(['old']);
    expect(result.evicted).toEqual([]);
    expect(await storedRooms()).toEqual(['fresh', 'revived']);
    expect(result.rooms).toBe(2);
  });

  it('above the room cap deletes the least recently edited first, never one edited within the last hour', async () => {
    for (let i = 1; i <= 5; i++) await store(`r${i}`, daysAgo(10 - i));
    await store('busy', new Date(NOW.getTime() - 60_000));
    const result = await sweep({ maxStoredRooms: 3 });
    expect(result.evicted).toEqual(['r1', 'r2', 'r3']);
    expect(await storedRooms()).toEqual(['busy', 'r4', 'r5']);

    // Only rooms edited in the last hour left: the cap waits rather than cut a room in use.
    await ctx.app.em().nativeDelete(CollabUpdate, {});
    for (let i = 1; i <= 4; i++) await store(`now${i}`, new Date(NOW.getTime() - i * 60_000));
    expect((await sweep({ maxStoredRooms: 2 })).evicted).toEqual([]);
    expect(await storedRooms()).toHaveLength(4);
  });

  it('above the byte cap deletes the oldest rooms until the rest fits', async () => {
    await store('big-old', daysAgo(5), 5000);
    await store('small-old', daysAgo(4), 100);
    await store('big-new', daysAgo(3), 5000);
    const before = await sweep({ maxStoredBytes: 1e9 });
    expect(before.rooms).toBe(3);
    const result = await sweep({ maxStoredBytes: 6000 });
    expect(result.evicted).toEqual(['big-old']);
    expect(await storedRooms()).toEqual(['big-new', 'small-old']);
    expect(result.bytes).toBeLessThanOrEqual(6000);
  });

  it('spares a room open on this instance (idle or oldest) and the registry says which it holds', async () => {
    await store('open-room', daysAgo(60));
    await store('closed-room', daysAgo(60));
    const peer: Peer = { readyState: 1, send: () => undefined, close: () => undefined };
    const room = await ctx.app.collabRooms.join('open-room', peer, '127.0.0.1');
    try {
      const result = await sweep({ maxIdleMs: 30 * DAY }, (name) => ctx.app.collabRooms.holds(name));
      expect(result.expired).toEqual(['closed-room']);
      expect(await storedRooms()).toEqual(['open-room']);
      expect(room.doc.getText('t').toJSON()).toBe('x'.repeat(100));
    } finally {
      ctx.app.collabRooms.leave(room, peer, '127.0.0.1');
    }
  });
});
