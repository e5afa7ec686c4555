import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths, FILE_SIZE_LIMIT_BYTES, ProjectAccess, ProjectType, type ProjectDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { StoredFile } from './entities';
import { png } from './test-png';

type Session = Awaited<ReturnType<typeof loginAs>>;

function multipart(name: string, bytes: Buffer) {
  const boundary = '----access' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Issue 19 item 5: a file goes to those who may see the thing it belongs to. */
describe('file downloads follow what the file belongs to', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s2: Session, teacher: Session;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-access-'));
  beforeAll(async () => {
    ctx = await buildTestApp({ dataDir });
    [s1, s2, teacher] = await Promise.all((['student1', 'student2', 'teacher'] as const).map((l) => loginAs(ctx.app, l)));
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (who: Session, bytes: Buffer) => {
    const form = multipart('picture.png', bytes);
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...who.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const download = (md5: string, who?: Session) => ctx.app.inject({ method: 'GET', url: ApiPaths.file(md5), headers: who?.auth ?? {} });
  const project = (who: Session, md5: string, accessType: number) =>
    ctx.app.inject({
      method: 'POST',
      url: ApiPaths.projects(who.userId),
      headers: who.auth,
      payload: { title: 'Картинка', projectType: ProjectType.Image, accessType, resources: [{ name: 'picture.png', url: ApiPaths.file(md5), md5, resourceType: 'File' }] },
    });

  // First, before this file's own public projects join the trending list.
  it('keeps the seeded public project files, hackathon materials and course content public', async () => {
    const trend = dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend }));
    const urls = trend.flatMap((p) => p.resources.map((r) => r.url)).filter((u) => u.startsWith('/api/files/') && !u.includes('/s3/'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect([url, (await ctx.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
  });

  it('records the uploader; an unattached file goes to the uploader and staff only', async () => {
    const md5 = await upload(s1, png(`own-${Date.now()}`));
    expect((await ctx.app.em().findOne(StoredFile, { id: md5 }))!.uploaderId).toBe(s1.userId);
    expect((await download(md5, s1)).statusCode).toBe(200);
    expect((await download(md5, teacher)).statusCode).toBe(200);
    expect((await download(md5, s2)).statusCode).toBe(404);
    expect((await download(md5)).statusCode).toBe(404);
  });

  it('a public project opens its files to everyone, a private one to its owner', async () => {
    const open = await upload(s1, png(`public-${Date.now()}`));
    const closed = await upload(s1, png(`private-${Date.now()}`));
    expect((await project(s1, open, ProjectAccess.Everyone)).statusCode).toBe(200);
    expect((await project(s1, closed, ProjectAccess.OnlyMe)).statusCode).toBe(200);
    expect((await download(open)).statusCode).toBe(200);
    expect((await download(open, s2)).statusCode).toBe(200);
    expect((await download(closed)).statusCode).toBe(404);
    expect((await download(closed, s2)).statusCode).toBe(404);
    expect((await download(closed, s1)).statusCode).toBe(200);
    // Naming another student's file in one's own public project publishes nothing.
    expect((await project(s2, closed, ProjectAccess.Everyone)).statusCode).toBe(200);
    expect((await download(closed)).statusCode).toBe(404);
  });

  it('an upload over the limit is refused while streaming and leaves no file behind', async () => {
    const before = await ctx.app.em().count(StoredFile, {});
    const form = multipart('big.png', Buffer.alloc(FILE_SIZE_LIMIT_BYTES + 1024, 7));
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s1.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(413);
    expect(await ctx.app.em().count(StoredFile, {})).toBe(before);
    const incoming = path.join(dataDir, 'files', '.incoming');
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });
});
