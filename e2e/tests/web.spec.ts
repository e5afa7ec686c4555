import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { login, sessionApi, sessionUserId } from '../support/session';

/**
 * Web workspaces through the real shell (issue 15): JS and Frontend tasks solved on /solve and
 * recorded Solved by the server's re-check; a wrong page names the failed expectation; endless loops
 * stop and the page stays responsive; the preview cannot read the platform's storage or the parent;
 * a file answer reaches the teacher on /check; a forged pass is refused.
 */
test.use({ viewport: { width: 1440, height: 900 } });

interface LessonItem { id: number; title: string; tasks: { id: number; taskName: string; solveStatus: string }[] }

const api = sessionApi;
const userId = sessionUserId;
async function practiceLesson(page: Page): Promise<LessonItem> {
  const courses = (await (await api(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const web = courses.find((c) => c.title.startsWith('Веб-разработка'))!;
  const lessons = (await (await api(page, 'GET', `/api/course/${web.id}/lesson`)).json()).data as LessonItem[];
  return lessons.find((l) => l.title === 'Страница оживает')!;
}
/** The student's status of a task as the server lists it (the lessons call carries each task's status). */
async function serverStatus(page: Page, lessonId: number, taskId: number): Promise<string> {
  const courses = (await (await api(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const web = courses.find((c) => c.title.startsWith('Веб-разработка'))!;
  const lessons = (await (await api(page, 'GET', `/api/course/${web.id}/lesson`)).json()).data as LessonItem[];
  return lessons.find((l) => l.id === lessonId)!.tasks.find((t) => t.id === taskId)!.solveStatus;
}
const taskOf = (lesson: LessonItem, name: string) => lesson.tasks.find((t) => t.taskName === name)!;

/** Replaces an editor's text the way a paste does (no auto-closed brackets in between). */
async function setEditor(page: Page, label: string, text: string) {
  const editor = page.locator(`.cm-content[aria-label="${label}"]`);
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('web workspaces: JS and page tasks checked by the server, loops stopped, sandbox, file answers', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await login(page, 'student1');
  const lesson = await practiceLesson(page);
  const button = taskOf(lesson, 'Кнопка-приветствие');
  const js = taskOf(lesson, 'Наибольшее из трёх');
  const files = taskOf(lesson, 'Скриншот твоего сайта');

  // A forged pass: a save that claims the check passed is refused and nothing is recorded.
  const forged = await api(page, 'POST', `/api/course/lesson/task/${button.id}/answer`, {
    studentId: await userId(page), autoCheckPassed: true, lessonTaskId: button.id,
    answer: [{ windowId: 5, answerText: '<p>ничего</p>' }], projectId: null, resources: [], action: 'Save', revision: 1,
  });
  expect(forged.status()).toBe(400);
  expect((await forged.json()).code).toBe('CHECK_FAILED');

  // --- Frontend task ---
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${button.id}`);
  const preview = page.frameLocator('iframe[title="Предпросмотр страницы"]');
  await expect(preview.locator('#hello')).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('iframe[title="Предпросмотр страницы"]').getAttribute('sandbox')).toBe('allow-scripts');

  // The page cannot read the platform's storage, cookies or the parent document.
  await page.getByRole('tab', { name: 'JS' }).click();
  await setEditor(page, 'Кнопка-приветствие: JS', [
    'const out = [];',
    'try { out.push(String(localStorage.getItem("school.session"))); } catch (e) { out.push("storage blocked"); }',
    'try { out.push(String(parent.document.title)); } catch (e) { out.push("parent blocked"); }',
    'try { out.push(document.cookie === "" ? "no cookies" : "cookies!"); } catch (e) { out.push("cookies blocked"); }',
    'console.log(out.join(" | "));',
  ].join('\n'));
  await expect(page.locator('.web-console--page')).toContainText('storage blocked | parent blocked', { timeout: 10_000 });
  await expect(page.locator('.web-console--page')).not.toContainText('token');

  // An endless loop in the page is stopped; the workspace stays responsive.
  await setEditor(page, 'Кнопка-приветствие: JS', 'while (true) {}');
  await expect(page.locator('.web-preview__overlay')).toContainText('слишком долго', { timeout: 10_000 });
  await page.getByRole('tab', { name: 'HTML' }).click();
  await expect(page.locator('.cm-content[aria-label="Кнопка-приветствие: HTML"]')).toBeVisible();

  // A wrong page: the server names the failed expectation.
  await page.getByRole('tab', { name: 'JS' }).click();
  await setEditor(page, 'Кнопка-приветствие: JS', 'document.getElementById("hello").onclick = () => {};');
  await page.locator('.web-ws').getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('После нажатия на #hello: текст элемента #message должен быть «Привет, мир!», а сейчас «Нажми на кнопку».')).toBeVisible({ timeout: 20_000 });
  expect(await serverStatus(page, lesson.id, button.id)).not.toBe('Solved');

  await setEditor(page, 'Кнопка-приветствие: JS', 'document.getElementById("hello").onclick = () => {\n  document.getElementById("message").textContent = "Привет, мир!";\n};');
  // The preview rebuilds a moment after the edit: a click on the page still loading is lost, so click again.
  await expect(async () => {
    await preview.locator('#hello').click({ timeout: 2_000 });
    await expect(preview.locator('#message')).toHaveText('Привет, мир!', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.locator('.web-ws').getByRole('button', { name: 'Проверить' }).click();
  await expect.poll(() => serverStatus(page, lesson.id, button.id), { timeout: 20_000 }).toBe('Solved');

  // --- JS task ---
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${js.id}`);
  await expect(page.locator('.cm-content[aria-label="Наибольшее из трёх"]')).toBeVisible({ timeout: 30_000 });
  await setEditor(page, 'Наибольшее из трёх', 'let n = 0;\nwhile (true) { n++; }');
  await page.locator('.web-ws').getByRole('button', { name: 'Запустить' }).click();
  await expect(page.locator('.web-ws').getByRole('button', { name: 'Остановить' })).toBeEnabled();
  const stopAt = Date.now();
  await page.locator('.web-ws').getByRole('button', { name: 'Остановить' }).click();
  await expect(page.locator('.web-console')).toContainText('Программа остановлена.');
  const stopMs = Date.now() - stopAt;
  console.log(`JS Stop of an endless loop: ${stopMs} ms (click to the console notice)`);
  expect(stopMs).toBeLessThan(1000);

  await setEditor(page, 'Наибольшее из трёх', 'function max3(a, b, c) {\n  return Math.max(a, b, c);\n}\nconsole.log(max3(3, 7, 5), { ok: true });\nundefinedCall();');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.web-console')).toContainText('7 { ok: true }');
  await expect(page.locator('.web-console')).toContainText('(строка 5)');
  await setEditor(page, 'Наибольшее из трёх', 'function max3(a, b, c) {\n  return Math.max(a, b, c);\n}\nconsole.log(max3(3, 7, 5));');
  await page.locator('.web-ws').getByRole('button', { name: 'Проверить' }).click();
  await expect.poll(() => serverStatus(page, lesson.id, js.id), { timeout: 20_000 }).toBe('Solved');

  // --- Files task: upload, see, then send to the teacher ---
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${files.id}`);
  await page.locator('.ws-files input[type="file"]').setInputFiles({ name: 'мой-сайт.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(page.locator('.ws-files__list')).toContainText('мой-сайт.png', { timeout: 20_000 });
  await page.locator('.ws-files').getByRole('button', { name: 'Отправить' }).click();
  await expect.poll(() => serverStatus(page, lesson.id, files.id), { timeout: 20_000 }).toBe('ManualCheck');
  const studentId = await userId(page);
  // The saved answer keeps the store's ETag of the uploaded bytes: the md5 of what was sent.
  const saved = (await (await api(page, 'GET', `/api/course/lesson/task/${files.id}/answer`)).json()).data as { answer: { answerText: string }[] };
  const stored = JSON.parse(saved.answer[0].answerText) as { name: string; etag?: string }[];
  expect(stored).toEqual([expect.objectContaining({ name: 'мой-сайт.png', etag: `"${createHash('md5').update(Buffer.from('89504e470d0a1a0a', 'hex')).digest('hex')}"` })]);

  const teacherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const teacher = await teacherContext.newPage();
  await login(teacher, 'teacher');
  await teacher.goto(`/check?lessonId=${lesson.id}&taskId=${files.id}&studentId=${studentId}`);
  await expect(teacher.locator('.ws-files__list')).toContainText('мой-сайт.png', { timeout: 30_000 });
  const download = teacher.waitForEvent('download');
  await teacher.locator('.ws-files__item').getByRole('button', { name: 'Скачать' }).click();
  expect((await download).suggestedFilename()).toBe('мой-сайт.png');
  await teacherContext.close();
});
