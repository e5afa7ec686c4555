import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { login, reopenTask, sessionApi, sessionUserId } from '../support/session';

/** Screenshots to look at: .tmp/teacher-screens/<name>.png */
const SHOTS = path.resolve(__dirname, '..', '..', '.tmp', 'teacher-screens');
mkdirSync(SHOTS, { recursive: true });

const GROUP = 'Python, группа ПН-СР 17:00';
/** The first paint after a page load: the remote's code and the page's data (slow on a loaded 2-core runner). */
const FIRST_LOAD = { timeout: 60_000 };

interface LessonItem { id: number; tasks: { id: number; taskName: string }[] }

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<unknown> {
  const res = await sessionApi(page, method, url, data);
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: unknown }).data;
}

/** The page never scrolls sideways at the teacher's laptop size. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what}: page is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

/** Wholly inside the window as the page first shows it (nothing scrolled). */
async function expectInFirstScreen(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  const { w, h, x, y } = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight, x: window.scrollX, y: window.scrollY }));
  expect({ x, y }, `${what}: the page was scrolled`).toEqual({ x: 0, y: 0 });
  expect(box.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends at ${box.x + box.width}px of ${w}px`).toBeLessThanOrEqual(w);
  expect(box.y + box.height, `${what} ends at ${box.y + box.height}px of ${h}px`).toBeLessThanOrEqual(h);
}

test.use({ viewport: { width: 1366, height: 768 } });
// The second test sends a student's task to check, which a retry cannot undo.
test.describe.configure({ retries: 0 });

test('a group stored as Monday 14:00 UTC reads «Пн 17:00» in Moscow', async ({ page }) => {
  // playwright.config.ts runs the browser in Europe/Moscow.
  await login(page, 'teacher');
  const card = page.getByTestId('teacher-group').filter({ hasText: GROUP });
  await expect(card.getByText('Пн 17:00', { exact: true })).toBeVisible(FIRST_LOAD);
  await expect(card.getByText('Ср 17:00', { exact: true })).toBeVisible();
  await expect(card.getByText('Пн 14:00', { exact: true })).toHaveCount(0);
});

test.describe('in Novosibirsk', () => {
  test.use({ timezoneId: 'Asia/Novosibirsk' });
  test('the same lesson is at the teacher’s own 21:00', async ({ page }) => {
    await login(page, 'teacher');
    const card = page.getByTestId('teacher-group').filter({ hasText: GROUP });
    await expect(card.getByText('Пн 21:00', { exact: true })).toBeVisible(FIRST_LOAD);
    await expect(card.getByText('Пн 14:00', { exact: true })).toHaveCount(0);
  });
});

test('the teacher’s group and check screens fit a 1366x768 laptop', async ({ page, browser }) => {
  // Maša sends lesson 2's written task to check, so the check screen shows its verdict buttons.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await login(student, 'student1');
  const studentId = await sessionUserId(student);
  const lessons = (await api(student, 'GET', '/api/course/1/lesson')) as LessonItem[];
  const lesson = lessons[1];
  // The first two tasks out of the way; another journey on this database may have finished them already (409).
  for (const t of lesson.tasks.slice(0, 2)) {
    const res = await sessionApi(student, 'POST', `/api/course/lesson/${lesson.id}/task/${t.id}/status?action=Skip`);
    expect([200, 409], `Skip ${t.id}: ${await res.text()}`).toContain(res.status());
  }
  const written = lesson.tasks[2];
  // Another journey on this database may have sent or finished it: the teacher reopens it first.
  await reopenTask(student, lesson.id, written.id);
  await api(student, 'POST', `/api/course/lesson/task/${written.id}/answer`, {
    studentId, autoCheckPassed: false, lessonTaskId: written.id,
    answer: [{ windowId: 1, answerText: 'Цикл повторяет команды.' }], projectId: null, resources: [], action: 'Save',
  });
  await api(student, 'POST', `/api/course/lesson/${lesson.id}/task/${written.id}/status?action=ManualCheck`);
  await studentContext.close();

  await login(page, 'teacher');
  await page.getByTestId('teacher-group').filter({ hasText: GROUP }).getByRole('link', { name: 'Открыть группу' }).click();
  const grid = page.getByTestId('progress-grid');
  await expect(grid).toBeVisible(FIRST_LOAD);

  // Only this group is the current page in the sidebar.
  const groups = page.getByTestId('sidebar-group');
  expect(await groups.count()).toBeGreaterThan(1);
  await expect(page.locator('[data-testid="sidebar-group"][aria-current="page"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="sidebar-group"][aria-current="page"]')).toHaveText(GROUP);

  // The whole course is wider than the screen: the grid scrolls inside itself, the page does not,
  // and each student's 'Войти как ученик' is on the first screen beside the name.
  const scroller = page.locator('.group-progress__scroll');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the whole-course grid is wider than its box').toBeGreaterThan(clientWidth);
  await expectNoSidewaysScroll(page, 'group page');
  const masha = grid.getByTestId('progress-row').filter({ hasText: 'Маша' });
  const act = masha.getByRole('button', { name: 'Войти как ученик' });
  await expectInFirstScreen(page, act, "Masha's 'Войти как ученик'");
  await page.screenshot({ path: path.join(SHOTS, 'group-progress.png') });
  // Scrolled to the last task, the name and the button stay.
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expectInFirstScreen(page, act, "'Войти как ученик' with the grid scrolled to its end");
  await page.screenshot({ path: path.join(SHOTS, 'group-progress-scrolled.png') });

  // The reviewer's screen of that task, reached from the group: student switch, verdict buttons, the strip.
  await page.goto(`/check?studentId=${studentId}&lessonId=${lesson.id}&taskId=${written.id}&groupId=${new URL(page.url()).searchParams.get('groupId')}`);
  const like = page.getByRole('button', { name: 'Засчитать', exact: true });
  await expect(like).toBeVisible(FIRST_LOAD);
  await expectNoSidewaysScroll(page, 'check screen');
  const header = page.locator('.task-header');
  // Text buttons and links (the task circles are fixed 36 px rounds).
  const buttons = header.locator('.ui-btn');
  const oneLine = await buttons.evaluateAll((els) =>
    els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => {
      const style = getComputedStyle(el);
      // line-height 'normal' is about 1.2 of the font size.
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      const lines = Math.round((el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth)) / lineHeight);
      return { text: el.textContent?.trim() ?? '', lines };
    }),
  );
  for (const b of oneLine) expect(b.lines, `'${b.text}' breaks over ${b.lines} lines`).toBeLessThanOrEqual(1);
  for (const b of [like, page.getByRole('button', { name: 'Не засчитывать' }), page.getByRole('link', { name: /К таблице группы/ })]) {
    await expectInFirstScreen(page, b, `header control ${await b.textContent()}`);
  }
  // Every task of the lesson is reachable in the strip: all shown, or the strip scrolls; the current one is in view.
  const strip = page.locator('.task-nav__strip');
  const circles = strip.locator('.task-circle');
  expect(await circles.count()).toBe(lesson.tasks.length);
  const current = strip.locator('[aria-current="step"]');
  const stripBox = (await strip.boundingBox())!;
  const currentBox = (await current.boundingBox())!;
  expect(currentBox.x).toBeGreaterThanOrEqual(stripBox.x - 1);
  expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
  const strip2 = await strip.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, overflowX: getComputedStyle(el).overflowX }));
  if (strip2.scrollWidth > strip2.clientWidth) expect(strip2.overflowX).toBe('auto');
  await expectInFirstScreen(page, strip, 'task strip');
  await page.screenshot({ path: path.join(SHOTS, 'check.png') });
});
