import { expect, test, type Page } from '../support/test';
import { login, readSession, sessionApi, sessionUserId } from '../support/session';

/**
 * Issue 19 item 4: the Content-Security-Policy breaks nothing. The main pages and one task of every
 * lesson's first kind are opened as a student and as a teacher; the browser must report no CSP
 * violation ("Refused to ...") and no uncaught error about it. The headers themselves are checked.
 */
interface LessonItem { id: number; tasks: { id: number }[] }

function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to|Content Security Policy/i.test(text)) refused.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy|unsafe-eval|Refused/i.test(err.message)) refused.push(`${page.url()}: ${err.message}`);
  });
  return refused;
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

test('the shell sends the security headers', async ({ page }) => {
  const res = await page.goto('/login');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the main pages and the task workspaces load with no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const refused = watchCsp(page);
  await login(page, 'student1');
  for (const path of ['/', '/funspace', '/hackathons', '/aichat']) await settle(page, path);
  const token = ((await readSession(page)) as { token: string }).token;
  const get = async (url: string) => (await (await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const courses = (await get('/api/course')) as { id: number }[];
  let visited = 0;
  for (const course of courses) {
    const lessons = (await get(`/api/course/${course.id}/lesson`)) as LessonItem[];
    for (const lesson of lessons.slice(0, 3)) {
      for (const task of lesson.tasks.slice(0, 2)) {
        await settle(page, `/solve?lessonId=${lesson.id}&taskId=${task.id}`);
        visited++;
      }
    }
  }
  expect(visited).toBeGreaterThan(5);
  expect(refused).toEqual([]);
});

/** Replaces an editor's text the way a paste does. */
async function setEditor(page: Page, label: string, text: string) {
  await page.locator(`.cm-content[aria-label="${label}"]`).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test("the pupil's code runs under its sandbox page's own policy, the school's pages allow no eval", async ({ page }) => {
  test.setTimeout(120_000);
  const refused = watchCsp(page);
  // The teacher's demo of the web course's tasks: no task is locked and nothing is saved.
  await login(page, 'teacher');
  const res = await page.goto('/');
  const policy = res!.headers()['content-security-policy'];
  expect(policy).not.toContain("'unsafe-eval'");
  // No inline scripts nor inline event handler attributes on the school's pages either.
  expect(policy).toMatch(/script-src [^;]*/);
  expect(/script-src [^;]*/.exec(policy)![0]).not.toContain("'unsafe-inline'");
  expect(policy).toContain("script-src-attr 'none'");
  const courses = (await (await sessionApi(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const web = courses.find((c) => c.title.startsWith('Веб-разработка'))!;
  const lessons = (await (await sessionApi(page, 'GET', `/api/course/${web.id}/lesson`)).json()).data as { id: number; title: string; tasks: { id: number; taskName: string }[] }[];
  const lesson = lessons.find((l) => l.title === 'Страница оживает')!;
  const task = (name: string) => lesson.tasks.find((t) => t.taskName === name)!.id;

  // The JS runner evaluates the program (eval included) in a worker of its sandbox frame.
  await page.goto(`/demo?lessonId=${lesson.id}&taskId=${task('Наибольшее из трёх')}`);
  await setEditor(page, 'Наибольшее из трёх', 'console.log("eval:", eval("6 * 7"));');
  await page.locator('.web-ws').getByRole('button', { name: 'Запустить' }).click();
  await expect(page.locator('.web-console')).toContainText('eval: 42');

  // The preview's inline scripts run in its sandbox frame.
  await page.goto(`/demo?lessonId=${lesson.id}&taskId=${task('Кнопка-приветствие')}`);
  await page.getByRole('tab', { name: 'JS' }).click();
  await setEditor(page, 'Кнопка-приветствие: JS', 'console.log("inline:", eval("2 + 3"));');
  await expect(page.locator('.web-console--page')).toContainText('inline: 5');
  expect(refused).toEqual([]);
});

test("a Fun Space web project's inline scripts run in the remote's sandbox page, under its own policy", async ({ page }) => {
  const refused = watchCsp(page);
  await login(page, 'student1');
  const userId = await sessionUserId(page);
  // A project of its own per attempt (Web = 3; windows: 5 html, 6 css, 4 js).
  const stamp = `${test.info().retry}-${Date.now()}`;
  const res = await sessionApi(page, 'POST', `/api/student/${userId}/project`, {
    title: `CSP e2e ${stamp}`,
    projectType: 3,
    accessType: 0,
    projectText: [
      { windowId: 5, text: '<h1 id="out">...</h1><script>document.getElementById("out").dataset.inline = "yes";</script>' },
      { windowId: 6, text: 'h1 { color: tomato }' },
      { windowId: 4, text: `document.getElementById("out").textContent = "inline " + document.getElementById("out").dataset.inline + " ${stamp}";` },
    ],
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await page.goto(`/funspace/player/${id}`);
  const frame = page.locator('[data-testid="web-player"]');
  await expect(frame).toHaveAttribute('src', /\/sandbox\/document-host\.html$/);
  await expect(page.frameLocator('[data-testid="web-player"]').locator('#out')).toHaveText(`inline yes ${stamp}`);
  expect(refused).toEqual([]);
});
