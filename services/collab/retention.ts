import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';

/**
 * How long and how much of the public collaboration rooms (/demo, /split) the database keeps.
 * Anyone may open a room, so the stored copy is bounded: by age, by count and by size.
 * One place for the numbers (infra/README.md repeats them).
 */
export interface CollabRetention {
  /** A room whose last stored edit is older than this is deleted. */
  maxIdleMs: number;
  /** At most this many rooms stored; above it the least recently edited go first. */
  maxStoredRooms: number;
  /** At most this many bytes of Yjs updates stored (all rooms together); the same order. */
  maxStoredBytes: number;
  /** The caps never delete a room edited more recently than this: a room in use stays whole. */
  capSparesIdleUnderMs: number;
  /** Each instance sweeps this often (the first sweep at a random point of the first period). */
  sweepEveryMs: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEFAULT_COLLAB_RETENTION: CollabRetention = {
  maxIdleMs: 30 * DAY,
  maxStoredRooms: 5_000,
  maxStoredBytes: 256 * 1024 * 1024,
  capSparesIdleUnderMs: HOUR,
  sweepEveryMs: HOUR,
};

export interface SweepResult {
  /** Rooms deleted for being idle longer than maxIdleMs. */
  expired: string[];
  /** Rooms deleted, oldest edit first, to bring the store under its caps. */
  evicted: string[];
  /** What stays stored after the sweep. */
  rooms: number;
  bytes: number;
}

interface StoredRoom {
  room: string;
  lastEdit: Date;
  bytes: number;
}

/**
 * One sweep: deletes the rooms idle past maxIdleMs, then the least recently edited rooms while the
 * store is above a cap. `isOpen` rooms (in memory on this instance) are never deleted; a room open
 * on another instance is deleted only if idle (see the caller: it is told and stores its state
 * again). A room edited while the sweep runs is kept: the delete is conditional on no newer row.
 */
export async function sweepCollabRooms(
  app: FastifyInstance,
  retention: CollabRetention,
  isOpen: (room: string) => boolean,
  now = new Date(),
): Promise<SweepResult> {
  const knex = (app.em() as SqlEntityManager).getKnex();
  // SQLite keeps MikroORM's dates as milliseconds, PostgreSQL as timestamptz.
  const sqlTime = (d: Date) => (app.db.dialect === 'sqlite' ? d.getTime() : d);
  const rows = await knex('collab_updates')
    .select('room')
    .max({ last_edit: 'created_at' })
    .sum({ bytes: knex.raw('length(data)') })
    .groupBy<{ room: string; last_edit: number | string | Date; bytes: number | string }[]>('room');
  const stored: StoredRoom[] = rows
    .map((r) => ({ room: r.room, lastEdit: new Date(typeof r.last_edit === 'string' && /^\d+$/.test(r.last_edit) ? Number(r.last_edit) : r.last_edit), bytes: Number(r.bytes) }))
    .sort((a, b) => a.lastEdit.getTime() - b.lastEdit.getTime());

  const idleSince = new Date(now.getTime() - retention.maxIdleMs);
  const spareSince = new Date(now.getTime() - retention.capSparesIdleUnderMs);
  const expired = stored.filter((r) => r.lastEdit < idleSince && !isOpen(r.room));
  const expiredSet = new Set(expired);
  const kept = stored.filter((r) => !expiredSet.has(r));
  let keptRooms = kept.length;
  let bytes = kept.reduce((sum, r) => sum + r.bytes, 0);
  const evicted: StoredRoom[] = [];
  for (const r of kept) {
    if (keptRooms <= retention.maxStoredRooms && bytes <= retention.maxStoredBytes) break;
    if (r.lastEdit >= spareSince) break; // sorted: every later room is as recent
    if (isOpen(r.room)) continue;
    evicted.push(r);
    keptRooms -= 1;
    bytes -= r.bytes;
  }

  const doomed = [...expired, ...evicted];
  const deleted = new Set<string>();
  // Batches keep the statement's parameters few; each room goes only if nothing newer was stored.
  for (let i = 0; i < doomed.length; i += 200) {
    const batch = doomed.slice(i, i + 200);
    const newest = new Date(Math.max(...batch.map((r) => r.lastEdit.getTime())));
    const touched = new Set(
      ((await knex('collab_updates').distinct('room').whereIn('room', batch.map((r) => r.room)).where('created_at', '>', sqlTime(newest))) as { room: string }[]).map(
        (r) => r.room,
      ),
    );
    const names = batch.filter((r) => !touched.has(r.room) && !isOpen(r.room)).map((r) => r.room);
    if (names.length === 0) continue;
    await app.db.writes.run(() => knex('collab_updates').whereIn('room', names).del());
    for (const n of names) deleted.add(n);
  }
  const left = stored.filter((r) => !deleted.has(r.room));
  return {
    expired: expired.filter((r) => deleted.has(r.room)).map((r) => r.room),
    evicted: evicted.filter((r) => deleted.has(r.room)).map((r) => r.room),
    rooms: left.length,
    bytes: left.reduce((sum, r) => sum + r.bytes, 0),
  };
}
