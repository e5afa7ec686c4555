import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { FILE_SIZE_LIMIT_BYTES, Role } from '@school/contracts';
import { User } from '../auth/entities';
import { StoredFile } from './entities';
import { md5Hex, type FileStorage } from './storage';
import { SNIFF_BYTES, sniffMime } from './content-type';
import { UploadTooLarge, createMeter, iterated, type ReceivedUpload } from './receive-upload';
import type { UploadTickets } from './upload-ticket';

/** The md5 of a ticket's file while its bytes stream in: the ticket is spent (not hex, never matches a download). */
const UPLOADING = 'uploading';

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
  /** null: the seed's built-in files. */
  uploaderId: number | null;
}

export function createFilesRepository(app: FastifyInstance, storage: FileStorage, tickets: UploadTickets) {
  async function open(file: StoredFile): Promise<FileDownload | null> {
    if (file.storageKey.startsWith('inline/')) {
      const em = app.em();
      const row = await em.findOne(StoredFile, { id: file.id }, { populate: ['content'] });
      if (!row?.content) return null;
      const bytes = Buffer.from(row.content);
      return { body: Readable.from(bytes), size: bytes.length, mime: file.mime, name: file.name, uploaderId: file.uploaderId ?? null };
    }
    const obj = await storage.get(file.storageKey);
    return obj && { ...obj, mime: file.mime, name: file.name, uploaderId: file.uploaderId ?? null };
  }

  /** Moves a received upload into the store; its type comes from its bytes (content-type.ts). */
  async function storeReceived(key: string, received: ReceivedUpload, name: string) {
    const mime = await sniffMime(received.head, name);
    try {
      await storage.putFile(key, received.tmpFile, received.size, mime);
    } finally {
      received.discard();
    }
    return mime;
  }

  return {
    /** Stores an upload under its md5 (same bytes once) and answers the md5. */
    async upload(name: string, received: ReceivedUpload, uploaderId: number): Promise<string> {
      const { md5, size } = received;
      const em = app.em();
      if (await em.findOne(StoredFile, { id: md5 })) {
        received.discard();
        return md5;
      }
      const key = `md5/${md5}`;
      const mime = await storeReceived(key, received, name);
      em.create(StoredFile, { id: md5, md5, name, mime, size, storageKey: key, uploaderId, content: null, createdAt: new Date() });
      await em.flush();
      return md5;
    },

    /** Stores an upload under {folder}/{id} (the server-side twin of a presigned upload) and answers the id. */
    async uploadToFolder(folder: string, name: string, received: ReceivedUpload, uploaderId: number): Promise<string> {
      const id = randomUUID();
      const key = `${folder}/${id}`;
      const mime = await storeReceived(key, received, name);
      const em = app.em();
      em.create(StoredFile, { id, md5: received.md5, name, mime, size: received.size, storageKey: key, uploaderId, content: null, createdAt: new Date() });
      await em.flush();
      return id;
    },

    /** Registers a one-time upload (upload-ticket.ts); the id is the last path segment of the upload URL. */
    async presign(folder: string, originalName: string, timeoutS: number, origin: string, uploaderId: number): Promise<string> {
      const id = randomUUID();
      const key = `${folder}/${id}`;
      const em = app.em();
      // md5 null: the ticket is unused. The type is decided from the bytes once they land.
      em.create(StoredFile, { id, md5: null, name: originalName, mime: 'application/octet-stream', size: 0, storageKey: key, uploaderId, content: null, createdAt: new Date() });
      await em.flush();
      return tickets.url(origin, id, timeoutS);
    },

    async findById(id: string) {
      return app.em().findOne(StoredFile, { id });
    },

    /**
     * Spends an upload ticket before any byte is stored: a conditional update, so of two PUTs racing
     * on one URL exactly one wins. The file row when claimed, 'used' when spent before, null if unknown.
     */
    async claimUpload(id: string): Promise<StoredFile | 'used' | null> {
      const em = app.em();
      const file = await em.findOne(StoredFile, { id });
      if (!file) return null;
      if (file.md5 !== null) return 'used';
      const claimed = await em.nativeUpdate(StoredFile, { id, md5: null }, { md5: UPLOADING });
      return claimed === 1 ? file : 'used';
    },

    /**
     * Streams a claimed upload's body (of the declared size) straight into the store, hashing it and
     * keeping its first bytes on the way; nothing is held in memory. Its md5, size and type (from the
     * bytes) are recorded once it has landed. Over 28 MB: UploadTooLarge; a body cut short rejects.
     */
    async receiveUpload(file: StoredFile, body: Readable, size: number): Promise<string> {
      const meter = createMeter(FILE_SIZE_LIMIT_BYTES);
      const pass = new PassThrough();
      const abort = new AbortController();
      const putting = storage.putStream(file.storageKey, pass, size, abort.signal).catch((e: unknown) => {
        pass.destroy();
        throw e;
      });
      putting.catch(() => undefined); // awaited below; a store failure also ends the pipeline
      try {
        await pipeline(iterated(body), meter.stream, pass);
      } catch (e) {
        abort.abort();
        const putError: unknown = await putting.then(() => null, (err: unknown) => err);
        throw e instanceof UploadTooLarge ? e : (putError ?? e);
      }
      await putting;
      const got = meter.result();
      const mime = await sniffMime(got.head, file.name);
      await app.em().nativeUpdate(StoredFile, { id: file.id }, { md5: got.md5, size: got.size, mime });
      return got.md5;
    },

    /** The stored file a GET /api/files/{md5} names: by its id, else by content md5. */
    async findByMd5(md5: string): Promise<StoredFile | null> {
      return (await app.em().findOne(StoredFile, { id: md5 })) ?? (await app.em().findOne(StoredFile, { md5 }, { orderBy: { createdAt: 'asc' } }));
    },

    open,

    /** Whether a student uploaded this file (their pages and drawings are never shown as the school's own pages). */
    async uploadedByStudent(file: FileDownload): Promise<boolean> {
      if (file.uploaderId === null) return false;
      return (await app.em().findOne(User, { id: file.uploaderId }, { fields: ['role'] }))?.role === Role.Student;
    },

    /** Opens a presigned upload; on S3 its md5 is learned from the ETag the first time. */
    async openById(id: string): Promise<FileDownload | null> {
      const em = app.em();
      const file = await em.findOne(StoredFile, { id });
      if (!file || file.md5 === UPLOADING) return null;
      if (!file.md5) {
        // (Rows of S3 presigned PUTs issued before the one-time tickets; an unused ticket has no object.)
        // A presigned S3 upload seen for the first time: its md5 from the ETag, its type from its bytes.
        const md5 = await storage.md5Of(file.storageKey);
        const head = md5 ? await storage.head(file.storageKey, SNIFF_BYTES) : null;
        if (!md5 || !head) return null;
        file.md5 = md5;
        file.mime = await sniffMime(head, file.name);
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
