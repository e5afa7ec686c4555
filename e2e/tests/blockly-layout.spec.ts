import { expect, test, type Page } from '../support/test';
import { login, readSession } from '../support/session';

/**
 * Each game's task screen in /solve as a child sees it, at the two laptop sizes we support:
 * before and after running the level's reference solution (saved as the learner's answer).
 * The screenshots go to the test's output folder; the checks catch what a person would notice.
 */
const VIEWPORTS = [
  { width: 1280, height: 800, student: 'student2' },
  { width: 1024, height: 768, student: 'student3' },
] as const;

const GAMES = [
  { game: 'Turtle', lesson: 'Черепашка рисует' },
  { game: 'Labirint', lesson: 'Робот в лабиринте' },
  { game: 'Labirint3D', lesson: 'Бот и флаг' },
  { game: 'FlowerDefence', lesson: 'Защита цветов' },
  { game: 'SpaceMixLab', lesson: 'Космическая лаборатория' },
] as const;

interface Box { x: number; y: number; width: number; height: number }
interface LessonItem { id: number; title: string; tasks: { id: number }[] }

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const { token } = (await readSession(page)) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()).data;
}

async function lessonOf(page: Page, title: string): Promise<LessonItem> {
  const courses = (await api(page, 'GET', '/api/course')) as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await api(page, 'GET', `/api/course/${python.id}/lesson`)) as LessonItem[];
  return lessons.find((l) => l.title === title)!;
}

/** The author reads the first level's reference solution; the learner saves it as the answer. */
async function prepareAnswer(page: Page, lessonTitle: string, student: 'student2' | 'student3'): Promise<{ lesson: LessonItem; taskId: number }> {
  await login(page, 'author');
  const lesson = await lessonOf(page, lessonTitle);
  const taskId = lesson.tasks[0].id;
  const task = (await api(page, 'GET', `/api/course/lesson/${lesson.id}/task/${taskId}`)) as { taskText: { windowId: number; text: string }[] };
  const solution = task.taskText.find((w) => w.windowId === 17)!.text;
  await login(page, student);
  const { token } = (await readSession(page)) as { token: string };
  const studentId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id as number;
  await api(page, 'POST', `/api/course/lesson/task/${taskId}/answer`, {
    studentId,
    autoCheckPassed: false,
    lessonTaskId: taskId,
    answer: [{ windowId: 13, answerText: solution }],
    projectId: null,
    resources: [],
    action: 'Save',
    revision: 1,
  });
  return { lesson, taskId };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** What a person would notice: overlapping areas, a cut-off game, a page wider than the window, tiny controls. */
async function expectTidyLayout(page: Page): Promise<void> {
  const editor = (await page.locator('.bw-editor').boundingBox())!;
  const game = (await page.locator('.bw-game').boundingBox())!;
  const panel = (await page.locator('.bw-side').boundingBox())!;
  expect(overlaps(editor, game)).toBe(false);
  expect(overlaps(panel, editor)).toBe(false);
  expect(overlaps(panel, game)).toBe(false);
  expect(editor.width).toBeGreaterThanOrEqual(300);
  expect(editor.height).toBeGreaterThanOrEqual(300);
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  // Every visible game canvas fits the game column and shows at a readable size.
  const canvases = page.locator('.bw-game canvas:visible');
  expect(await canvases.count()).toBeGreaterThan(0);
  for (const canvas of await canvases.all()) {
    const box = (await canvas.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(game.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(game.x + game.width + 1);
    expect(box.width).toBeGreaterThanOrEqual(240);
  }
  // The game's own buttons (the lab's group buttons) are not cut off either.
  for (const button of await page.locator('.bw-game button:visible').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(game.x + game.width + 1);
    expect(box.height).toBeGreaterThanOrEqual(32);
  }
  const run = (await page.getByRole('button', { name: /Запустить/ }).boundingBox())!;
  expect(run.height).toBeGreaterThanOrEqual(36);
  expect(run.y + run.height).toBeLessThanOrEqual(viewport.height);
}

for (const { width, height, student } of VIEWPORTS) {
  for (const { game, lesson: lessonTitle } of GAMES) {
    test(`${game} at ${width}x${height}: the task screen before and after a run`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      const { lesson, taskId } = await prepareAnswer(page, lessonTitle, student);
      await page.goto(`/solve?lessonId=${lesson.id}&taskId=${taskId}`);
      await expect(page.locator('.blocklyFlyout .blocklyDraggable').first()).toBeVisible({ timeout: 20_000 });
      // The saved program is on the workspace even though the answer arrives after the task.
      await expect(page.getByTestId('block-counter')).toHaveText(/Использовано блоков: [2-9] \//);
      // The lab opens its task dialog by itself for 3.6 s.
      if (game === 'SpaceMixLab') {
        await expect(page.locator('.bw-game').getByRole('dialog')).toBeVisible();
        await expect(page.locator('.bw-game').getByRole('dialog')).toHaveCount(0);
      }
      await expectTidyLayout(page);
      await page.screenshot({ path: test.info().outputPath(`${game}-${width}-before.png`) });

      const run = page.getByRole('button', { name: /Запустить/ });
      await expect(run).toBeEnabled();
      await run.click();
      await expect(page.getByTestId('run-message')).toHaveText('Ура! Задание выполнено!', { timeout: 60_000 });
      // Small laptops: the open description lay over the game, and the run closed it to show the game playing.
      await expect(page.locator('.bw-side .side-panel__body')).toHaveCount(width <= 1200 ? 0 : 1);
      await expect(page.getByRole('dialog').getByText('Поздравляю!')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${game}-${width}-dialog.png`) });
      await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
      await expect(page.getByRole('dialog').getByText('Поздравляю!')).toHaveCount(0);
      await expectTidyLayout(page);
      await page.screenshot({ path: test.info().outputPath(`${game}-${width}-after.png`) });
    });
  }
}

/**
 * A phone (390x844): one column, the side panel above the program with its tabs in a row (open on
 * the description), and nothing wider than the screen.
 */
for (const { game, lesson: lessonTitle } of GAMES.filter((g) => g.game === 'Turtle' || g.game === 'Labirint')) {
  test(`${game} at 390x844: the panel stacks above the program and the page never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'student1');
    const lesson = await lessonOf(page, lessonTitle);
    await page.goto(`/solve?lessonId=${lesson.id}&taskId=${lesson.tasks[0].id}`);
    await expect(page.locator('.blocklyFlyout .blocklyDraggable').first()).toBeVisible({ timeout: 20_000 });
    // The description, formatted by the rich-text viewer (it loads after the screen: measure after it).
    await expect(page.getByRole('region', { name: 'Задание' }).getByTestId('rich-text-viewer')).toBeVisible();
    await expectTidyLayout(page);
    // The host's workspace area scrolls by itself: nothing in it is wider than it either.
    expect(await page.locator('.task-workspace').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const panel = (await page.locator('.bw-side').boundingBox())!;
    const editor = (await page.locator('.bw-editor').boundingBox())!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(editor.y + 1);
    const tabs = await Promise.all((await page.locator('.bw-side').getByRole('tab').all()).map(async (tab) => (await tab.boundingBox())!));
    expect(new Set(tabs.map((box) => Math.round(box.y))).size).toBe(1);
    await page.screenshot({ path: test.info().outputPath(`${game}-390.png`), fullPage: true });
  });
}
