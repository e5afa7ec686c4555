import { expect, test, type Page } from '@playwright/test';
import { CELL } from '@school/scratchjr-engine';
import { login, sessionApi, sessionUserId } from '../support/session';

/**
 * ScratchJr (issue 16, section 2): a student builds a program that moves the cat on the green
 * flag, saves it, reloads and finds it; the green flag moves the cat on the stage; the server
 * holds the project; no request leaves the school's hosts. student2: the Scratch journey uses student1.
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

  // Save through the task screen and wait until the host has nothing unsaved.
  const save = page.getByRole('button', { name: 'Сохранить', exact: true });
  await save.click();
  await expect(save).toBeDisabled({ timeout: 15_000 });

  // The server holds the project as versioned JSON.
  const stored = await api(page, 'GET', `/api/course/lesson/task/${taskId}/answer`);
  expect(stored.status()).toBe(200);
  expect(await stored.text()).toContain('\\"op\\":\\"moveRight\\",\\"n\\":5');

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
