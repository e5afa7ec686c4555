import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { DEMO, login, readSession, signToken } from '../support/session';
import { E2E_REMOTES } from '../support/ports';

test('a student logs in, sees the seeded courses, navigates and logs out', async ({ page }) => {
  await login(page, 'student1');
  const sidebar = page.getByRole('navigation', { name: 'Навигация' });
  await expect(sidebar.getByText('Python: от черепашки до игр')).toBeVisible();
  await expect(sidebar.getByText('Веб-разработка: первый сайт')).toBeVisible();
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await expect(page.getByText('Уроков пройдено: 1 из 15')).toBeVisible();
  await expect(page.getByText('Занятия еще не начались.')).toBeVisible();
  await expect(page.getByText('Преподаватель: Анна Сергеевна').first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Архив курсов' })).toHaveCount(0);

  await sidebar.getByText('Python: от черепашки до игр').click();
  await expect(sidebar.getByRole('link', { name: 'Онлайн урок' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Хакатоны' }).click();
  await expect(page).toHaveURL(/\/hackathons$/);
  await expect(page.getByRole('heading', { name: 'Хакатоны' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true });

  await sidebar.getByRole('button', { name: 'Выход' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await readSession(page)).token).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the archive entry shows only for a student with archived courses', async ({ page }) => {
  await login(page, 'student2');
  const sidebar = page.getByRole('navigation', { name: 'Навигация' });
  await sidebar.getByRole('link', { name: 'Архив курсов' }).click();
  await expect(page.getByTestId('course-card')).toHaveCount(1);
  await expect(page.getByText('Веб-разработка: первый сайт')).toBeVisible();
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Логин').fill('student1');
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired access token is refreshed and the call retried', async ({ page }) => {
  await login(page, 'student1');
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  const session = await readSession(page);
  const claims = JSON.parse(Buffer.from(String(session.token).split('.')[1], 'base64url').toString());
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = signToken({ ...claims, iat: past - 900, exp: past });
  await page.evaluate((token) => {
    const s = JSON.parse(localStorage.getItem('school.session')!);
    localStorage.setItem('school.session', JSON.stringify({ ...s, token }));
  }, expired);

  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  const groups401 = page.waitForResponse((r) => r.url().includes('/group') && r.status() === 401);
  await page.reload();
  await groups401;
  await refresh;
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  const after = await readSession(page);
  expect(after.token).not.toBe(expired);
});

test('an undecodable token forces a logout', async ({ page }) => {
  await login(page, 'student1');
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('school.session')!);
    localStorage.setItem('school.session', JSON.stringify({ ...s, token: 'not-a-jwt' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});

test('a token in the address of /demo becomes the course token and leaves the address', async ({ page }) => {
  await login(page, 'student1');
  const token = signToken({ user: 'author', user_id: 2, role: 'course_author', exp: Math.floor(Date.now() / 1000) + 600 });
  await page.goto(`/demo?taskId=1&token=${token}`);
  await expect(page).toHaveURL(/\/demo\?taskId=1$/);
  const session = await readSession(page);
  expect(session.courseToken).toBe(token);
  expect(session.role).toBe('course_author');
});

test('a teacher token arriving while a teacher is logged in forces logout and reload', async ({ page }) => {
  await login(page, 'teacher');
  const token = signToken({ user: 'teacher2', user_id: 99, role: 'teacher', exp: Math.floor(Date.now() / 1000) + 600 });
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await page.goto(`/check?studentId=3&token=${token}`);
  await expect(page).toHaveURL(/\/check\?studentId=3$/);
  // The goto itself, then the forced reload with the token still in the address.
  expect(reloads.filter((u) => u.includes('token=')).length).toBe(2);
  const session = await readSession(page);
  expect(session.token).toBeNull();
  expect(session.refreshToken).toBeNull();
  expect(session.courseToken).toBe(token);
  expect(session.role).toBe('teacher');
});

/**
 * The courses remote made unreachable for this page only (other workers share its server): the
 * browser sees what it sees when the server is down (a refused connection) or hangs (no answer).
 */
const COURSES_REMOTE = new RegExp(`^https?://[^/]+:${E2E_REMOTES.find((r) => r.name === 'courses')!.port}/`);

test('a stopped remote shows the fallback within 3 s, the rest keeps working, retry recovers without reload', async ({ page }) => {
  await login(page, 'student1');
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await page.route(COURSES_REMOTE, (route) => route.abort('connectionrefused'));
  const sidebar = page.getByRole('navigation', { name: 'Навигация' });
  // The module was loaded once already: a fresh page load must find the remote gone.
  await page.reload();
  const t0 = Date.now();
  await expect(page.getByTestId('remote-failed')).toBeVisible({ timeout: 3500 });
  console.log(`fallback after ${Date.now() - t0} ms (refused connection)`);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-page'));
  await expect(sidebar.getByText('Python: от черепашки до игр')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Хакатоны' }).click();
  await expect(page.getByRole('heading', { name: 'Хакатоны' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByTestId('remote-failed')).toBeVisible({ timeout: 3500 });
  await page.unroute(COURSES_REMOTE);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe('same-page');
});

test('a remote that accepts but never answers is reported within 3 s', async ({ page }) => {
  await login(page, 'student1');
  // Requests to the remote are held and never answered while the page waits.
  await page.route(COURSES_REMOTE, () => undefined);
  await page.goto('/');
  const t0 = Date.now();
  await expect(page.getByTestId('remote-failed')).toBeVisible({ timeout: 4500 });
  const ms = Date.now() - t0;
  console.log(`fallback after ${ms} ms (server never answers)`);
  expect(ms).toBeLessThan(4500);
  await page.unroute(COURSES_REMOTE);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('course-card')).toHaveCount(2);
});

test('the browser warning page stores the ignore flag', async ({ page }) => {
  await login(page, 'student1');
  await page.goto('/browser-warning');
  await page.getByRole('button', { name: 'Все равно продолжить' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('school.ignoreBrowserWarning'))).toBe('true');
  expect(DEMO.student1.login).toBe('student1');
});

test('an unexpected error shows the persistent error toast whose log downloads as JSON', async ({ page }) => {
  await login(page, 'student1');
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await page.evaluate(() => {
    const error = Object.assign(new Error('boom'), { status: 500, statusText: 'Internal Server Error' });
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
  });
  const toastBox = page.getByTestId('global-error');
  await expect(toastBox).toContainText('Извините, произошла ошибка. Передайте нам логи, чтобы мы могли помочь вам.');
  await page.waitForTimeout(2500);
  await expect(toastBox).toBeVisible(); // persistent, unlike ordinary 2 s toasts

  const downloadPromise = page.waitForEvent('download');
  await toastBox.getByRole('button', { name: 'Скачать лог' }).click();
  const download = await downloadPromise;
  const body = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(Object.keys(body).sort()).toEqual(['data', 'message', 'name', 'stack', 'status', 'statusText', 'timestamp', 'url']);
  expect(body).toMatchObject({ message: 'boom', status: 500, statusText: 'Internal Server Error' });

  await page.getByRole('link', { name: 'Хакатоны' }).click();
  await toastBox.getByRole('button', { name: 'Домой' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastBox).toHaveCount(0);
});

test('task types served by other remotes load in the task screen through the manifest', async ({ page }) => {
  await login(page, 'author');
  const { token } = await readSession(page);
  const auth = { authorization: `Bearer ${String(token)}` };
  const findTask = async (type: string) => {
    for (const courseId of [1, 2]) {
      const res = await page.request.get(`/api/course/${courseId}/lesson`, { headers: auth });
      const lessons = (await res.json()).data as { id: number; tasks: { id: number; taskType: string }[] }[];
      for (const l of lessons) {
        const t = l.tasks.find((x) => x.taskType === type);
        if (t) return { lessonId: l.id, taskId: t.id };
      }
    }
    throw new Error(`no ${type} task seeded`);
  };
  const blockly = await findTask('Blockly');
  await page.goto(`/demo?taskId=${blockly.taskId}&lessonId=${blockly.lessonId}`);
  await expect(page.getByRole('button', { name: /Запустить/ })).toBeVisible();
  await expect(page.getByText('Использовано блоков: 0 / 10')).toBeVisible();
  const writing = await findTask('Writing');
  await page.goto(`/demo?taskId=${writing.taskId}&lessonId=${writing.lessonId}`);
  // The rich-text remote's editor (read-only in demo) with its placeholder (the side panel's closed
  // tabs may hold hidden editors too).
  await expect(page.getByText(/Введите текст/).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId('remote-failed')).toHaveCount(0);
});
