import { expect, shellUrl, test, type Page, type Request } from '../support/test';
import { login, sessionApi } from '../support/session';

/**
 * Python ready fast (issue 29 item 5): Pyodide's files come from a content-hashed folder of the code
 * remote, compressed (br/gzip, made at build time) and cached for good; a second opening of a
 * Python task downloads none of them again; the task screen fetches them ahead when the next task
 * is a Python one.
 */
test.use({ viewport: { width: 1440, height: 900 } });

interface LessonItem { id: number; title: string; tasks: { id: number; taskName: string; taskType?: string }[] }

async function pythonLessons(page: Page): Promise<LessonItem[]> {
  const courses = (await (await sessionApi(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  return (await (await sessionApi(page, 'GET', `/api/course/${python.id}/lesson`)).json()).data as LessonItem[];
}

const isPython = (t: { taskType?: string }) => t.taskType === 'Python';
const PYODIDE = /\/pyodide-[0-9a-f]{12}\/[^/]+$/;

/** Every Pyodide request a page makes (its worker's included) and the bytes that came over the network. */
function recordPyodide(page: Page) {
  const seen: { url: string; request: Request }[] = [];
  page.on('requestfinished', (request) => {
    if (PYODIDE.test(request.url())) seen.push({ url: request.url(), request });
  });
  return {
    seen,
    /** Bytes of the files' bodies that came over the network (0 for answers from the HTTP cache). */
    async networkBytes() {
      let total = 0;
      for (const { request } of seen) total += Math.max(0, (await request.sizes()).responseBodySize);
      return total;
    },
    /** Each request as "name status body+headers bytes", for the failure message. */
    async describe() {
      const rows: string[] = [];
      for (const { url, request } of seen) {
        const sizes = await request.sizes();
        rows.push(`${url.split('/').pop()} ${(await request.response())?.status()} ${sizes.responseBodySize}+${sizes.responseHeadersSize}`);
      }
      return rows.join('; ');
    },
  };
}

async function openTask(page: Page, lessonId: number, taskId: number) {
  await page.goto(`/solve?lessonId=${lessonId}&taskId=${taskId}`);
  // Generous: the shared 2-core machine may be busy with other builds and test runs.
  await expect(page.getByTestId('python-workbench')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('python-state')).not.toContainText('Загружаем', { timeout: 150_000 });
}

test('Pyodide is served compressed and immutable, a second opening takes it from the cache, the next Python task is fetched ahead', async ({ page, context }) => {
  test.setTimeout(420_000);
  await login(page, 'student1');
  const lessons = await pythonLessons(page);
  const lesson = lessons.find((l) => l.tasks.some(isPython))!;
  const first = lesson.tasks.find(isPython);

  // First opening: the files come over the network, compressed where it pays, cached for good.
  const cold = recordPyodide(page);
  const responses: Promise<unknown>[] = [];
  const headers = new Map<string, Record<string, string>>();
  page.on('response', (response) => {
    if (PYODIDE.test(response.url())) responses.push(response.allHeaders().then((h) => headers.set(response.url().split('/').pop()!, h)));
  });
  await openTask(page, lesson.id, first!.id);
  await expect.poll(() => headers.has('pyodide.asm.wasm'), { timeout: 30_000 }).toBe(true);
  await Promise.all(responses);
  const wasm = headers.get('pyodide.asm.wasm')!;
  expect(wasm['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(wasm['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(wasm['content-type']).toBe('application/wasm');
  expect(wasm.vary).toMatch(/Accept-Encoding/i);
  for (const [name, h] of headers) expect([name, h['cache-control']]).toEqual([name, 'public, max-age=31536000, immutable']);
  const coldBytes = await cold.networkBytes();
  // Compressed: far less than the wasm alone uncompressed (9.6 MB) plus the standard library (2.5 MB).
  expect(coldBytes).toBeGreaterThan(1_000_000);
  test.info().annotations.push({ type: 'measure', description: `first opening: ${(coldBytes / 1e6).toFixed(1)} MB of Pyodide over the network` });

  // The entry files of the remote stay revalidated.
  const entry = await page.request.get(new URL('remoteEntry.js', cold.seen[0]!.url.replace(/pyodide-[0-9a-f]{12}\/.*$/, '')).href);
  expect(entry.headers()['cache-control']).toBe('no-cache');

  // Second opening, in a new tab of the same browser: the same files, all from the HTTP cache.
  const second = await context.newPage();
  const warm = recordPyodide(second);
  await openTask(second, lesson.id, first!.id);
  await second.getByTestId('python-run').click();
  await expect(second.getByTestId('python-state')).not.toContainText('Загружаем', { timeout: 60_000 });
  expect(warm.seen.map((s) => s.url.split('/').pop())).toContain('pyodide.asm.wasm');
  expect(await warm.networkBytes(), `Pyodide bytes downloaded on the second opening: ${await warm.describe()}`).toBe(0);
  await second.close();

});

test('the lesson list fetches Pyodide ahead: the Python task then opens without downloading it', async ({ browser }) => {
  test.setTimeout(420_000);
  // A new browser context: an empty HTTP cache.
  const context = await browser.newContext({ baseURL: shellUrl() });
  const page = await context.newPage();
  await login(page, 'student1');
  const courses = (await (await sessionApi(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = await pythonLessons(page);
  const fetched = recordPyodide(page);
  await page.goto(`/courses?courseId=${python.id}`);
  await expect(page.locator('link[rel="prefetch"][href$="/pythonWorker.js"]')).toHaveCount(1, { timeout: 20_000 });
  const wasmLink = page.locator('link[rel="prefetch"][href*="/pyodide-"][href$="/pyodide.asm.wasm"]');
  await expect(wasmLink).toHaveCount(1);
  expect(await wasmLink.getAttribute('crossorigin')).toBe('anonymous');
  // The prefetches finish while the student reads the list.
  const prefetched = await page.locator('link[rel="prefetch"][href*="/pyodide-"]').count();
  await expect.poll(() => fetched.seen.length, { timeout: 90_000 }).toBe(prefetched);
  expect(await fetched.networkBytes()).toBeGreaterThan(1_000_000);

  const opened = recordPyodide(page);
  const lesson = lessons.find((l) => l.tasks.some(isPython))!;
  await openTask(page, lesson.id, lesson.tasks.find(isPython)!.id);
  expect(opened.seen.map((s) => s.url.split('/').pop())).toContain('pyodide.asm.wasm');
  expect(await opened.networkBytes(), `Pyodide bytes downloaded when the task opens after the list: ${await opened.describe()}`).toBe(0);
  await context.close();
});
