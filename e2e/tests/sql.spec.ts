import { expect, test, type Page } from '../support/test';
import { emptyAnswer, login, reopenTask, sessionApi, sessionUserId } from '../support/session';

/**
 * The SQL task type end to end (issue 27, item 3): student1 opens the first task of «Базы данных:
 * первые запросы», sees the task's tables, runs a wrong query (its result shows; 'Проверить' is
 * refused by the server with the check's message), a query with a syntax error (explained in
 * Russian), then the right one, which the server records Solved; a reload keeps the answer.
 * The workspace fits 1440x900, 1366x768 and a 390x844 phone.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const LESSON = 'Базы данных: первые запросы';
const TASK = 'Все питомцы клуба';
const EDITOR = `.cm-content[aria-label="${TASK}: запрос SQL"]`;

interface LessonItem {
  id: number;
  title: string;
  tasks: { id: number; taskName: string; solveStatus: string }[];
}

/** The lesson as the student's course list gives it (each task with its status as the server knows it). */
async function sqlLesson(page: Page): Promise<LessonItem> {
  const courses = (await (await sessionApi(page, 'GET', '/api/course')).json()).data as { id: number }[];
  for (const course of courses) {
    const lessons = (await (await sessionApi(page, 'GET', `/api/course/${course.id}/lesson`)).json()).data as LessonItem[];
    const lesson = lessons.find((l) => l.title === LESSON);
    if (lesson) return lesson;
  }
  throw new Error(`${LESSON} is not seeded for this student`);
}

const serverStatus = async (page: Page, taskId: number) => (await sqlLesson(page)).tasks.find((t) => t.id === taskId)!.solveStatus;

/** Replaces the query the way a paste does (no auto-closed brackets or quotes in between). */
async function setQuery(page: Page, text: string) {
  await page.locator(EDITOR).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

const workspace = (page: Page) => page.locator('[data-testid=sql-workspace]');
const result = (page: Page) => page.locator('[data-testid=sql-result]');

test('SQL: tables, a wrong query refused, a syntax error explained, the right one Solved by the server', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, 'student1');
  const lesson = await sqlLesson(page);
  const task = lesson.tasks.find((t) => t.taskName === TASK)!;
  // A retry starts afresh: the teacher reopens the task and the saved query is emptied.
  if (task.solveStatus !== 'Nothing' && task.solveStatus !== 'Open') await reopenTask(page, lesson.id, task.id);
  await emptyAnswer(page, task.id);

  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${task.id}`);

  // The task's database, built in the browser from its setup: both tables, their columns and rows.
  const tables = page.locator('[data-testid=sql-tables]');
  await expect(tables.locator('summary').filter({ hasText: 'pets' })).toContainText('8 строк', { timeout: 30_000 });
  await expect(tables.locator('summary').filter({ hasText: 'owners' })).toContainText('4 строки');
  await expect(tables).toContainText('owner_id');
  await expect(tables.locator('td').filter({ hasText: 'Мурка' })).toBeVisible();
  // Collapsible: a table folds away.
  await tables.locator('summary').filter({ hasText: 'owners' }).click();
  await expect(tables.locator('td').filter({ hasText: 'Костя' })).toBeHidden();
  await expect(page.locator(EDITOR)).toContainText('-- Напиши запрос здесь');
  await page.screenshot({ path: test.info().outputPath('sql-1440-open.png') });

  // A wrong query: its result shows as a table; the server refuses it with the check's message.
  await setQuery(page, 'SELECT name FROM pets;');
  await workspace(page).getByRole('button', { name: 'Запустить' }).click();
  await expect(result(page).locator('th')).toHaveText(['name']);
  await expect(result(page).locator('tbody tr')).toHaveCount(8);
  await expect(result(page)).toContainText('8 строк в ответе');
  await workspace(page).getByRole('button', { name: 'Проверить' }).click();
  await expect(page.locator('[data-testid=check-failed]')).toContainText('Нужно 5 столбцов, а в ответе 1.', { timeout: 20_000 });
  expect(await serverStatus(page, task.id)).not.toBe('Solved');

  // A syntax error: explained in Russian, SQLite's own words kept beneath (Ctrl+Enter runs).
  await setQuery(page, 'SELECT name, FROM pets;');
  await page.keyboard.press('Control+Enter');
  await expect(result(page).locator('[data-testid=sql-error]')).toContainText('Ошибка в записи запроса рядом с «FROM». Проверь запятые, кавычки и порядок слов.');
  await expect(result(page).locator('.sql-error__original')).toContainText('near "FROM": syntax error');
  await expect(result(page).locator('table')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sql-1440-error.png') });

  // The right query: the server runs it against the reference and records Solved.
  const right = 'SELECT *\nFROM pets\nORDER BY name;';
  await setQuery(page, right);
  await workspace(page).getByRole('button', { name: 'Запустить' }).click();
  await expect(result(page).locator('th')).toHaveText(['id', 'name', 'kind', 'age', 'owner_id']);
  await workspace(page).getByRole('button', { name: 'Проверить' }).click();
  await expect(page.locator('.task-header').getByText('Решено')).toBeVisible({ timeout: 20_000 });
  expect(await serverStatus(page, task.id)).toBe('Solved');
  await page.screenshot({ path: test.info().outputPath('sql-1440-solved.png') });

  // A reload keeps the answer (the solved task opens read-only with the query the server accepted).
  await page.reload();
  await expect(page.locator(EDITOR)).toHaveText(right.split('\n').join(''), { timeout: 30_000 });
  await expect(page.locator('.task-header').getByText('Решено')).toBeVisible();
  await expect(page.locator(EDITOR)).toHaveAttribute('contenteditable', 'false');

  // The teacher's /check: the query read-only and its result, run at once.
  const studentId = await sessionUserId(page);
  const teacherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const teacher = await teacherContext.newPage();
  await login(teacher, 'teacher');
  await teacher.goto(`/check?lessonId=${lesson.id}&taskId=${task.id}&studentId=${studentId}`);
  await expect(teacher.locator(EDITOR)).toHaveText(right.split('\n').join(''), { timeout: 30_000 });
  await expect(teacher.locator(EDITOR)).toHaveAttribute('contenteditable', 'false');
  await expect(result(teacher).locator('tbody tr')).toHaveCount(8);
  await expect(result(teacher).locator('tbody tr').first()).toContainText('Барсик');
  await expect(workspace(teacher).getByRole('button', { name: 'Запустить' })).toHaveCount(0);
  await teacher.screenshot({ path: test.info().outputPath('sql-1440-check.png') });
  await teacherContext.close();

  // Laptop and phone: the editor keeps at least 320 px and the page does not scroll sideways.
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(page.locator(EDITOR)).toBeVisible();
    const editor = (await page.locator('.sql-editor').boundingBox())!;
    expect(editor.width).toBeGreaterThanOrEqual(viewport.width < 500 ? 320 : 500);
    expect(editor.x + editor.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`sql-${viewport.width}.png`), fullPage: true });
  }
});

test("SQL /edit: the author's four windows by name; 'Проверить решение' passes the reference query", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'author');
  const lesson = await sqlLesson(page);
  const task = lesson.tasks.find((t) => t.taskName === TASK)!;
  await page.goto(`/edit?lessonId=${lesson.id}&taskId=${task.id}`);
  const tabs = workspace(page).getByRole('tablist', { name: 'Что вы редактируете' });
  await expect(tabs.getByRole('tab')).toHaveText(['Заготовка для ученика', 'База данных', 'Решение'], { timeout: 30_000 });
  await expect(page.locator('.cm-content[aria-label="Решение"]')).toHaveText('SELECT * FROM pets;');
  await expect(workspace(page).getByRole('checkbox', { name: /Порядок строк важен/ })).not.toBeChecked();
  await tabs.getByRole('tab', { name: 'База данных' }).click();
  await expect(page.locator('.cm-content[aria-label="База данных"]')).toContainText('CREATE TABLE owners');
  await expect(page.locator('[data-testid=sql-tables]')).toContainText('owners');
  // The author runs the reference query on the task's database.
  await workspace(page).getByRole('button', { name: 'Запустить' }).click();
  await expect(result(page).locator('tbody tr')).toHaveCount(8);
  await page.getByRole('button', { name: 'Проверить решение' }).click();
  await expect(page.getByTestId('try-check-result')).toHaveText('Проверка пройдена', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('sql-1440-edit.png') });
  // The solution's rows become the check's expectation; a changed solution is then checked against them, as a student's answer is.
  await workspace(page).getByTestId('sql-remember').click();
  await expect(workspace(page).getByTestId('sql-expected')).toContainText('Ожидается 8 строк');
  await tabs.getByRole('tab', { name: 'Решение' }).click();
  await page.locator('.cm-content[aria-label="Решение"]').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('SELECT * FROM pets WHERE id > 1;');
  await page.getByRole('button', { name: 'Проверить решение' }).click();
  await expect(page.getByTestId('try-check-result')).toHaveText('Проверка не пройдена: Нужно вывести 8 строк, а запрос вывел 7.', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('sql-1440-edit-expected.png') });
});
