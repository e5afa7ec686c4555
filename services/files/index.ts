import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { FILE_SIZE_LIMIT_BYTES } from '@school/contracts';
import { createFilesRepository } from './files-repository';
import { createLocalStorage, createS3Storage, type S3Options } from './storage';
import fileRoutes from './routes';
import scratchJrRoute from './scratchjr-route';
import { createUploadTickets } from './upload-ticket';
import { registerFileSession } from './file-session';

export interface FilesOptions {
  dataDir: string;
  /** Signs the one-time upload tickets (upload-ticket.ts). */
  secret: string;
  /** S3 when given; local disk under dataDir/files otherwise. */
  s3: S3Options | null;
}

/** The files domain: uploads, downloads by md5 and the presigned upload flow. */
export default fp<FilesOptions>(
  async (app, opts) => {
    const local = opts.s3 ? null : createLocalStorage(path.join(opts.dataDir, 'files'));
    const storage = opts.s3 ? createS3Storage(opts.s3) : local!;
    const tickets = createUploadTickets(opts.secret);
    app.decorate('files', createFilesRepository(app, storage, tickets));
    registerFileSession(app);
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: FILE_SIZE_LIMIT_BYTES, files: 1 } });
      // Uploads stream to a temporary file first: on the storage's own disk when local (then a rename).
      await scope.register(fileRoutes, { tickets, tmpDir: local ? local.tmpDir : path.join(opts.dataDir, 'incoming') });
      await scope.register(scratchJrRoute, { tmpDir: local ? local.tmpDir : path.join(opts.dataDir, 'incoming') });
    });
  },
  { name: 'files', dependencies: ['orm', 'auth-hook'] },
);
