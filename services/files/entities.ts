import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A stored file. Direct uploads are keyed by md5 (same bytes stored once); presigned uploads
 * are keyed by id (a uuid, the last segment of the upload URL) and get their md5 when the PUT
 * lands (local storage) or on first download (S3, from the ETag).
 */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_files',
  indexes: [{ properties: ['md5'] }],
  properties: (p) => ({
    id: p.string().length(64).primary(),
    md5: p.string().length(64).nullable(),
    name: p.string().length(300),
    mime: p.string().length(120),
    size: p.integer().default(0),
    /** The object key in the storage backend. */
    storageKey: p.string().length(500),
    /** Who uploaded it (null: the seed or an older upload); downloads by md5 check it (file-access.ts). */
    uploaderId: p.integer().nullable(),
    /** Small built-in files (the demo seed) are kept in the database itself; loaded only when asked for. */
    content: p.blob().$type<Buffer>().nullable().lazy(true, false),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type StoredFile = InferEntity<typeof StoredFile>;

export const filesEntities = [StoredFile];
