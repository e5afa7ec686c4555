import { EntitySchema } from '@mikro-orm/core';

/**
 * A stored file. Direct uploads are keyed by md5 (same bytes stored once); presigned uploads
 * are keyed by id (a uuid, the last segment of the upload URL) and get their md5 when the PUT
 * lands (local storage) or on first download (S3, from the ETag).
 */
export class StoredFile {
  id!: string;
  md5: string | null = null;
  name!: string;
  mime!: string;
  size = 0;
  /** The object key in the storage backend. */
  storageKey!: string;
  /** Who uploaded it (null: the seed or an older upload); downloads by md5 check it (file-access.ts). */
  uploaderId: number | null = null;
  /** Small built-in files (the demo seed) are kept in the database itself. */
  content: Buffer | null = null;
  createdAt: Date = new Date();
}

export const StoredFileSchema = new EntitySchema<StoredFile>({
  class: StoredFile,
  tableName: 'stored_files',
  indexes: [{ properties: ['md5'] }],
  properties: {
    id: { type: 'string', length: 64, primary: true },
    md5: { type: 'string', length: 64, nullable: true },
    name: { type: 'string', length: 300 },
    mime: { type: 'string', length: 120 },
    size: { type: 'integer', default: 0 },
    storageKey: { type: 'string', length: 500 },
    uploaderId: { type: 'integer', nullable: true },
    content: { type: 'blob', nullable: true, lazy: true },
    createdAt: { type: 'datetime' },
  },
});

export const filesEntities = [StoredFileSchema];
