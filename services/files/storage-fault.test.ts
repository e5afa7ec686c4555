import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths, TServices } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { png } from './test-png';

function multipart(name: string, bytes: Buffer) {
  const boundary = '----schoolfault' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A data folder the server cannot write (read-only mount, full disk, wrong owner): uploads answer
 * 503 with a clear JSON error the client may retry, not 400 BAD_UPLOAD; what was stored before
 * stays served, and uploads work again once the folder does. /sys stands in for the read-only
 * folder: not even root may create files there.
 */
const sysReadOnly = (() => {
  try {
    writeFileSync('/sys/kernel/school-probe', '');
    rmSync('/sys/kernel/school-probe');
    return false;
  } catch {
    return true;
  }
})();
(sysReadOnly ? describe : describe.skip)('a data folder that cannot be written', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-fault-'));
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers uploads 503 STORAGE_UNAVAILABLE, keeps serving stored files, and recovers', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const upload = (bytes: Buffer) => {
      const form = multipart('cover.png', bytes);
      return ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    };
    const before = await upload(png('before-' + Date.now()));
    expect(before.statusCode).toBe(200);

    const incoming = path.join(dataDir, 'files', '.incoming');
    rmSync(incoming, { recursive: true, force: true });
    symlinkSync('/sys/kernel', incoming);
    const refused = await upload(png('during-' + Date.now()));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ statusCode: 503, code: 'STORAGE_UNAVAILABLE', message: TServices.server.storageUnavailable });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(before.body), headers: s.auth })).statusCode).toBe(200);

    rmSync(incoming);
    expect((await upload(png('after-' + Date.now()))).statusCode).toBe(200);
  });
});
