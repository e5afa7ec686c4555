import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { StoredFile } from './entities';
import { md5Hex, type FileStorage } from './storage';

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  sb3: 'application/x.scratch.sb3',
  json: 'application/json',
  wasm: 'application/wasm',
  js: 'text/javascript',
  html: 'text/html',
  txt: 'text/plain',
  zip: 'application/zip',
};

export function mimeOf(name: string, fallback = 'application/octet-stream'): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXT[ext] ?? fallback;
}

/** Keeps a small file inside the database (used by the demo seed, which has no storage at hand). */
export async function saveInlineFile(em: EntityManager, name: string, bytes: Buffer, mime = mimeOf(name)) {
  const md5 = md5Hex(bytes);
  const existing = await em.findOne(StoredFile, { id: md5 });
  if (!existing) {
    em.create(StoredFile, { id: md5, md5, name, mime, size: bytes.length, storageKey: `inline/${md5}`, content: bytes, createdAt: new Date() });
    await em.flush();
  }
  return md5;
}

export interface FileDownload {
  body: Readable;
  size: number;
  mime: string;
  name: string;
}

export function createFilesRepository(app: FastifyInstance, storage: FileStorage) {
  async function open(file: StoredFile): Promise<FileDownload | null> {
    if (file.storageKey.startsWith('inline/')) {
      const em = app.em();
      const row = await em.findOne(StoredFile, { id: file.id }, { populate: ['content'] });
      if (!row?.content) return null;
      const bytes = Buffer.from(row.content);
      return { body: Readable.from(bytes), size: bytes.length, mime: file.mime, name: file.name };
    }
    const obj = await storage.get(file.storageKey);
    return obj && { ...obj, mime: file.mime, name: file.name };
  }

  return {
    /** Stores uploaded bytes under their md5 (same bytes once) and answers the md5. */
    async upload(name: string, bytes: Buffer, mime: string): Promise<string> {
      const md5 = md5Hex(bytes);
      const em = app.em();
      if (await em.findOne(StoredFile, { id: md5 })) return md5;
      const key = `md5/${md5}`;
      await storage.put(key, bytes, mime);
      em.create(StoredFile, { id: md5, md5, name, mime, size: bytes.length, storageKey: key, content: null, createdAt: new Date() });
      await em.flush();
      return md5;
    },

    /** Stores bytes under {folder}/{id} (the server-side twin of a presigned upload) and answers the id. */
    async uploadToFolder(folder: string, name: string, bytes: Buffer, mime: string): Promise<string> {
      const id = randomUUID();
      const key = `${folder}/${id}`;
      await storage.put(key, bytes, mime);
      const em = app.em();
      em.create(StoredFile, { id, md5: md5Hex(bytes), name, mime, size: bytes.length, storageKey: key, content: null, createdAt: new Date() });
      await em.flush();
      return id;
    },

    /** Registers a presigned upload; the id is the last path segment of the upload URL. */
    async presign(folder: string, originalName: string, timeoutS: number, origin: string): Promise<string> {
      const id = randomUUID();
      const key = `${folder}/${id}`;
      const em = app.em();
      em.create(StoredFile, { id, md5: null, name: originalName, mime: mimeOf(originalName), size: 0, storageKey: key, content: null, createdAt: new Date() });
      await em.flush();
      return storage.presignPut(key, id, timeoutS, origin);
    },

    async findById(id: string) {
      return app.em().findOne(StoredFile, { id });
    },

    /** Records the bytes of a presigned upload that landed on local storage. */
    async completeLocalUpload(id: string, bytes: Buffer): Promise<string | null> {
      const em = app.em();
      const file = await em.findOne(StoredFile, { id });
      if (!file) return null;
      await storage.put(file.storageKey, bytes, file.mime);
      file.md5 = md5Hex(bytes);
      file.size = bytes.length;
      await em.flush();
      return file.md5;
    },

    async openByMd5(md5: string): Promise<FileDownload | null> {
      const file = (await app.em().findOne(StoredFile, { id: md5 })) ?? (await app.em().findOne(StoredFile, { md5 }));
      return file ? open(file) : null;
    },

    /** Opens a presigned upload; on S3 its md5 is learned from the ETag the first time. */
    async openById(id: string): Promise<FileDownload | null> {
      const em = app.em();
      const file = await em.findOne(StoredFile, { id });
      if (!file) return null;
      if (!file.md5) {
        const md5 = await storage.md5Of(file.storageKey);
        if (!md5) return null;
        file.md5 = md5;
        await em.flush();
      }
      return open(file);
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesRepository;
  }
}
