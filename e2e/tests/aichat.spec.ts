import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { startFakeOpenAi, type FakeOpenAi } from '../../services/aichat/test/fake-openai';
import { ROOT, waitForUrl } from '../support/servers';
import { DEMO, readSession } from '../support/session';
import { E2E_CHECK_SERVICE_URL, E2E_JWT_SECRET, E2E_STATE_DIR_NAME, specPort } from '../support/ports';

/**
 * The AI tutor end to end. Two gateways of this spec, each on a fresh database, serve the same
 * built shell and remotes as the shared e2e gateway: one with no language model configured,
 * one with a fake OpenAI-compatible server on loopback (real HTTP and SSE) and a 100-token quota.
 */
const NO_LLM_PORT = specPort(0);
const LLM_PORT = specPort(8);
const FAKE_LLM_PORT = specPort(1);
const NO_LLM = `http://localhost:${NO_LLM_PORT}`;
const LLM = `http://localhost:${LLM_PORT}`;
const STATE = path.join(ROOT, '.tmp', E2E_STATE_DIR_NAME);

const gateways: ChildProcess[] = [];
let fake: FakeOpenAi;

function startGateway(port: number, env: Record<string, string>): ChildProcess {
  const dataDir = `/tmp/aichat-e2e-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['services/gateway/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      LOGIN_RATE_LIMIT: '1000',
      SEED_DEMO: 'true',
      WEB_ROOT: path.join(ROOT, 'shell', 'dist'),
      REMOTE_MANIFEST_FILE: path.join(STATE, 'remote-manifest.json'),
      AI_BASE_URL: '',
      CHECK_SERVICE_URL: E2E_CHECK_SERVICE_URL,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  gateways.push(child);
  return child;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeOpenAi(FAKE_LLM_PORT, {
    pieces: ['Подумай: ', '**что** ', 'выводит ', 'строка 1?\n\n```python\nprint("Привет")\n```'],
    delayMs: 500,
    usageTokens: 60,
  });
  startGateway(NO_LLM_PORT, {});
  startGateway(LLM_PORT, { AI_BASE_URL: `${fake.url}`, AI_DAILY_TOKENS: '100', AI_MODEL: 'fake' });
  await Promise.all([waitForUrl(`${NO_LLM}/api/health`), waitForUrl(`${LLM}/api/health`)]);
});

test.afterAll(async () => {
  for (const g of gateways) {
    try {
      process.kill(-g.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await fake?.close();
});

async function loginAt(page: Page, base: string, who: keyof typeof DEMO) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Логин').fill(DEMO[who].login);
  await page.getByLabel('Пароль').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function api(page: Page, base: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = ((await readSession(page)) as { token?: string }).token!;
  const headers = { Authorization: `Bearer ${token}` };
  return method === 'GET' ? page.request.get(`${base}${url}`, { headers }) : page.request.post(`${base}${url}`, { headers, data });
}

async function userIdOf(page: Page): Promise<number> {
  const token = ((await readSession(page)) as { token?: string }).token!;
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;
}

/** A Python-course task by lesson title and task name; the tasks before it are skipped so it is open. */
async function reachTask(page: Page, base: string, lessonTitle: string, taskName: string) {
  const courses = (await (await api(page, base, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await (await api(page, base, 'GET', `/api/course/${python.id}/lesson`)).json()).data as { id: number; title: string }[];
  const lesson = lessons.find((l) => l.title.includes(lessonTitle))!;
  const tasks = (await (await api(page, base, 'GET', `/api/course/lesson/${lesson.id}/task`)).json()).data as { id: number; taskName: string }[];
  for (const t of tasks) {
    if (t.taskName === taskName) return { lessonId: lesson.id, taskId: t.id };
    await api(page, base, 'POST', `/api/course/lesson/${lesson.id}/task/${t.id}/status?action=Skip`);
  }
  throw new Error(`no task ${taskName}`);
}

const drawerOf = (page: Page) => page.getByTestId('assistant-drawer');
const widthOf = async (page: Page) => (await drawerOf(page).boundingBox())!.width;

test('drawer without a language model: Russian explanation of a Python error, input rules, resize limits, /aichat', async ({ page }) => {
  // A cold gateway's first page and a first Python run (the interpreter loads) before the drawer:
  // on a loaded two-core runner they alone can take most of the default minute.
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAt(page, NO_LLM, 'student3');
  const { lessonId, taskId } = await reachTask(page, NO_LLM, 'Первая программа', 'Привет, мир!');
  await page.goto(`${NO_LLM}/solve?taskId=${taskId}&lessonId=${lessonId}&app=main`);
  // A gateway of its own serves its first page cold: give it more than the default 10 s.
  await expect(page.getByRole('button', { name: '3. Привет, мир!' })).toBeVisible({ timeout: 30_000 });

  // The student runs a program with a mistake first.
  await page.getByTestId('python-editor').locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('pritn("Привет, мир!")\n');
  await page.getByTestId('python-run').click();
  await expect(page.getByTestId('python-console')).toContainText('NameError', { timeout: 60_000 });

  await page.getByRole('button', { name: 'ИИ-помощник' }).click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  expect(Math.round(await widthOf(page))).toBe(Math.round(1280 * 0.4));

  // Input rules: whitespace is not sent; Shift+Enter adds a line; the box grows to 150 px at most.
  const input = drawer.getByRole('textbox', { name: 'Спроси помощника…' });
  const send = drawer.getByRole('button', { name: 'Отправить' });
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(drawer.locator('[data-role="user"]')).toHaveCount(0);
  // Twelve lines filled at once (typed key by key they took most of the test on a busy machine),
  // then Shift+Enter adds the thirteenth without sending.
  await input.fill(Array.from({ length: 12 }, (_, i) => `строка ${i}`).join('\n'));
  await input.press('Shift+Enter');
  await expect(drawer.locator('[data-role="user"]')).toHaveCount(0);
  expect((await input.inputValue()).split('\n').length).toBe(13);
  const box = (await input.boundingBox())!;
  expect(box.height).toBeGreaterThan(60);
  expect(box.height).toBeLessThanOrEqual(150);

  // Asked for help after that run, the tutor explains its error, points at the line and restates the goal.
  await input.fill('Что не так?');
  await input.press('Enter');
  await expect(drawer.locator('[data-role="user"]')).toHaveCount(1);
  const answer = drawer.locator('[data-role="assistant"]').last();
  await expect(answer).toContainText('NameError: Python не знает имя «pritn»');
  await expect(answer).toContainText('Посмотри на строку 1');
  await expect(answer).toContainText('Цель задания: Напиши программу, которая выводит на экран фразу «Привет, мир!».');
  await expect(input).toHaveValue('');

  // Resize by the left edge: 80 % of the window at most, 300 px at least.
  const handle = drawer.getByRole('separator', { name: 'Изменить ширину' });
  const h = (await handle.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(5, h.y + h.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(Math.round(await widthOf(page))).toBe(1024);
  const h2 = (await handle.boundingBox())!;
  await page.mouse.move(h2.x + h2.width / 2, h2.y + h2.height / 2);
  await page.mouse.down();
  await page.mouse.move(1275, h2.y + h2.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(Math.round(await widthOf(page))).toBe(300);

  // Reopened on the same task, the drawer shows that task's chat.
  await drawer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: 'ИИ-помощник' }).click();
  await expect(drawerOf(page).locator('[data-role="user"]')).toContainText('Что не так?');

  // Expand: the /aichat page with the conversation and the history; no floating button there.
  await drawerOf(page).getByRole('button', { name: 'Развернуть' }).click();
  await page.waitForURL(/\/aichat\?chatId=/);
  await expect(page.getByRole('heading', { name: 'ИИ-помощник' })).toBeVisible();
  await expect(page.locator('.aichat-page__chat [data-role="user"]')).toContainText('Что не так?');
  await expect(page.getByRole('navigation', { name: 'История чатов' }).getByRole('button', { name: /Что не так\?/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ИИ-помощник' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('with an OpenAI-compatible model: the answer streams in as markdown, then the daily quota runs out', async ({ page }) => {
  await loginAt(page, LLM, 'student1');
  await page.goto(`${LLM}/aichat`);
  const chat = page.locator('.aichat-page__chat');
  const input = chat.getByRole('textbox', { name: 'Спроси помощника…' });
  const send = chat.getByRole('button', { name: 'Отправить' });

  await input.fill('Почему программа ничего не выводит?');
  await input.press('Enter');
  await expect(send).toBeDisabled(); // waiting
  const streaming = chat.locator('.aichat-msg--streaming');
  await expect(streaming).toContainText('Подумай:');
  // The first pieces are on screen while the rest is still on its way.
  await expect(streaming).not.toContainText('строка 1?');
  await expect(streaming).toContainText('выводит');
  const answer = chat.locator('[data-role="assistant"]').last();
  await expect(answer.locator('strong')).toHaveText('что');
  await expect(answer.locator('pre code.hljs')).toContainText('print("Привет")');
  await expect(answer.locator('pre code .hljs-built_in, pre code .hljs-string').first()).toBeVisible();
  await expect(chat.locator('.aichat-msg--streaming')).toHaveCount(0);
  expect(fake.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'Почему программа ничего не выводит?' });
  await page.waitForURL(/chatId=/);

  // 60 tokens an answer against 100 a day: the second answer passes, the third is refused.
  await input.fill('А как исправить?');
  await input.press('Enter');
  // While the answer streams, a typed message waits: send is disabled.
  await input.fill('Ещё подсказку');
  await expect(chat.locator('.aichat-msg--streaming')).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(chat.locator('.aichat-msg--streaming')).toHaveCount(0, { timeout: 15_000 });
  await expect(chat.locator('[data-role="assistant"] strong')).toHaveCount(2);
  await expect(send).toBeEnabled();
  await input.press('Enter');
  await expect(chat.locator('.aichat-msg--notice')).toHaveText('К сожалению, на сегодня я устал, обращайся за помощью завтра');
});

test('an AiChat task: the conversation is the answer, sent to the teacher, who reads it on /check', async ({ page, browser }) => {
  await loginAt(page, NO_LLM, 'student3');
  const { lessonId, taskId } = await reachTask(page, NO_LLM, 'Условия', 'Спроси помощника');
  const studentId = await userIdOf(page);
  await page.goto(`${NO_LLM}/solve?taskId=${taskId}&lessonId=${lessonId}&app=main`);
  const workspace = page.getByTestId('aichat-workspace');
  // The AI-chat remote's first load on this spec's own gateway.
  await expect(workspace).toBeVisible({ timeout: 30_000 });
  // The floating assistant is hidden on AI-chat tasks: the workspace is the chat.
  await expect(page.getByRole('button', { name: 'ИИ-помощник' })).toHaveCount(0);

  await workspace.getByRole('textbox', { name: 'Спроси помощника…' }).fill('Придумай три задачи на условия');
  await workspace.getByRole('textbox', { name: 'Спроси помощника…' }).press('Enter');
  await expect(workspace.locator('[data-role="assistant"]').last()).toContainText('Цель задания: Попроси ИИ-помощника придумать три задачи');
  // The conversation is saved as the answer through the normal answer save.
  await expect
    .poll(async () => JSON.stringify((await (await api(page, NO_LLM, 'GET', `/api/course/lesson/task/${taskId}/answer`)).json()).data.answer))
    .toContain('Придумай три задачи на условия');
  await workspace.getByRole('button', { name: 'Отправить учителю' }).click();
  // The last task of its lesson: the result shows as a toast rather than a dialog with 'Далее'.
  await expect(page.getByText('Задание отправлено на проверку')).toBeVisible();
  await expect(workspace.getByText('Разговор ученика с помощником')).toBeVisible(); // now locked: read-only

  const teacher = await (browser as Browser).newPage();
  await loginAt(teacher, NO_LLM, 'teacher');
  await teacher.goto(`${NO_LLM}/check?lessonId=${lessonId}&taskId=${taskId}&studentId=${studentId}`);
  const transcript = teacher.getByTestId('aichat-workspace');
  await expect(transcript.getByText('Разговор ученика с помощником')).toBeVisible();
  await expect(transcript.locator('[data-role="user"]')).toContainText('Придумай три задачи на условия');
  await expect(transcript.locator('[data-role="assistant"]')).toContainText('Цель задания');
  await teacher.close();
});
