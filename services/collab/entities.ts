import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * The durable copy of the collaboration rooms: Yjs updates appended as they arrive (one row per
 * short batch of one instance), merged into one row when a room is loaded with many. Updates are
 * idempotent and commutative, so instances append and compact without coordinating.
 */
export const CollabUpdate = defineEntity({
  name: 'CollabUpdate',
  tableName: 'collab_updates',
  indexes: [{ properties: ['room', 'id'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** COLLAB_ROOM_PATTERN: up to 64 characters. */
    room: p.string().length(64),
    data: p.blob().$type<Buffer>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type CollabUpdate = InferEntity<typeof CollabUpdate>;

export const collabEntities = [CollabUpdate];
