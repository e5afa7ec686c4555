import { expect, test, type Page } from '@playwright/test';
import { login, readSession } from '../support/session';

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
