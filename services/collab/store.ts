import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { CollabUpdate } from './entities';

/** A room loaded with more stored rows than this is compacted to one row. */
const COMPACT_ABOVE_ROWS = 32;

/**
 * The rooms' durable copy in the database (collab_updates): what local peers change is appended,
 * a room is read back whole on load. Compaction merges the rows it read into one and deletes
 * exactly those, so two instances compacting at once only leave a duplicate, which Yjs ignores.
 */
export function createCollabStore(app: FastifyInstance) {
  return {
    async load(room: string): Promise<Uint8Array[]> {
      const rows = await app.em().find(CollabUpdate, { room }, { orderBy: { id: 'asc' }, fields: ['id', 'data'] });
      const updates = rows.map((r) => new Uint8Array(r.data));
      if (rows.length <= COMPACT_ABOVE_ROWS) return updates;
      const merged = Y.mergeUpdates(updates);
      await app.db.transaction(async (em) => {
        await em.insert(CollabUpdate, { room, data: Buffer.from(merged), createdAt: new Date() });
        await em.nativeDelete(CollabUpdate, { id: { $in: rows.map((r) => r.id) } });
      });
      return [merged];
    },
    async append(room: string, update: Uint8Array): Promise<void> {
      await app.db.writes.run(() => app.em().insert(CollabUpdate, { room, data: Buffer.from(update), createdAt: new Date() }));
    },
  };
}

export type CollabStore = ReturnType<typeof createCollabStore>;
