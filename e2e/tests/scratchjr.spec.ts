import { expect, test, type Page } from '../support/test';
import { ApiPaths, TScratchJr } from '@school/contracts';
import { CELL, PROJECT_VERSION } from '@school/scratchjr-engine';
import { login, sessionApi, sessionUserId } from '../support/session';

/**
 * ScratchJr (issue 16, section 2): a student builds a program that moves the cat on the green
 * flag; it is saved as a JSON file in the files service (the answer holds its URL), reloads and is
 * found again; the green flag moves the cat on the stage; the server refuses a malformed project;
 * no request leaves the school's hosts. student2: the Scratch journey uses student1.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const TASK_NAME = 'История в ScratchJr';
const STEPS = 5;

const api = sessionApi;

/**
 * The seeded ScratchJr task and its lesson, found through the API as the student sees them; the
 * tasks before it are skipped (progress locks a task until the ones before it are passed).
 */
async function reachTask(page: Page): Promise<{ lessonId: number; taskId: number }> {
  const courses = (await (await api(page, 'GET', '/api/course')).json()).data as { id: number }[];
  for (const course of courses) {
    const lessons = (await (await api(page, 'GET', `/api/course/${course.id}/lesson`)).json()).data as { id: number; tasks: { id: number; taskName: string }[] }[];
    for (const lesson of lessons) {
      const at = lesson.tasks.findIndex((t) => t.taskName === TASK_NAME);
      if (at === -1) continue;
      // A task already passed answers 400 to a skip; either way it no longer locks the next one.
      for (const t of lesson.tasks.slice(0, at)) await api(page, 'POST', `/api/course/lesson/${lesson.id}/task/${t.id}/status?action=Skip`);
      return { lessonId: lesson.id, taskId: lesson.tasks[at]!.id };
    }
  }
  throw new Error(`${TASK_NAME} is not seeded`);
}

test('ScratchJr: build a green-flag program, save, reload, play it; no outside requests', async ({ page }) => {
  test.setTimeout(120_000);
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });

  await login(page, 'student2');
  const { lessonId, taskId } = await reachTask(page);
  const studentId = await sessionUserId(page);
  // A fresh start on a retry too: the student's saved project is emptied first.
  const reset = await api(page, 'POST', `/api/course/lesson/task/${taskId}/answer`, {
    studentId, autoCheckPassed: false, lessonTaskId: taskId, answer: [], projectId: null, resources: [], action: 'Save', revision: Date.now(),
  });
  expect(reset.status(), await reset.text()).toBe(200);

  await page.goto(`/solve?lessonId=${lessonId}&taskId=${taskId}`);
  const editor = page.getByTestId('sjr-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  const script = editor.getByTestId('sjr-script').first();

  // Build: green flag, then "move right" 5 steps, by taps on the picture blocks.
  await editor.getByRole('button', { name: 'Когда нажат старт' }).click();
  await editor.getByRole('tab', { name: 'Движение' }).click();
  await editor.getByRole('button', { name: 'Вправо', exact: true }).click();
  await script.getByLabel('Вправо: Значение').fill(String(STEPS));
  await expect(script.getByTestId('sjr-block-onFlag')).toBeVisible();

  // Saved by itself: the project goes to the files service, its URL is the answer the host autosaves.
  await expect(page.getByTestId('sjr-save-status')).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toBeDisabled({ timeout: 15_000 });

  // The server holds the project as a versioned JSON file; the answer names it.
  const stored = await api(page, 'GET', `/api/course/lesson/task/${taskId}/answer`);
  expect(stored.status()).toBe(200);
  const fileUrl = /\/api\/files\/[0-9a-f]{32}/.exec(await stored.text())?.[0];
  expect(fileUrl).toBeDefined();
  const file = await api(page, 'GET', fileUrl!);
  expect(file.status()).toBe(200);
  const project = (await file.json()) as { version: number; pages: { characters: { scripts: { blocks: { op: string; n?: number }[] }[] }[] }[] };
  expect(project.version).toBe(PROJECT_VERSION);
  expect(project.pages[0]!.characters[0]!.scripts[0]!.blocks).toEqual([{ op: 'onFlag' }, { op: 'moveRight', n: STEPS }]);

  // A malformed project is refused by the server, with a code and the Russian message.
  const refused = await api(page, 'POST', ApiPaths.fileScratchJr, { ...project, pages: [] });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'SCRATCHJR_PROJECT_INVALID', message: TScratchJr.invalidProject });

  // Reload: the program is there.
  await page.reload();
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(script.getByTestId('sjr-block-onFlag')).toBeVisible();
  await expect(script.getByLabel('Вправо: Значение')).toHaveValue(String(STEPS));

  // Play: the green flag moves the cat STEPS cells to the right, then the program ends.
  const cat = editor.locator('[data-testid^="sjr-sprite-"]').first();
  const homeX = Number(await cat.getAttribute('data-x'));
  const homeY = Number(await cat.getAttribute('data-y'));
  await editor.getByTestId('sjr-flag').click();
  await expect.poll(async () => Number(await cat.getAttribute('data-x')), { timeout: 10_000 }).toBe(homeX + STEPS * CELL);
  expect(Number(await cat.getAttribute('data-y'))).toBe(homeY);
  await expect(editor.getByTestId('sjr-stop')).toBeDisabled();

  expect(outside).toEqual([]);
});
