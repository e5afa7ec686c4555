import { expect, test, type Page } from '../support/test';
import { login, sessionApi, sessionUserId } from '../support/session';

interface LessonItem { id: number; title: string; tasks: { id: number; taskName: string; taskType: string; solveStatus: string }[] }

/** A JSON call with the page's own session (the student's browser context). */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<unknown> {
  const res = await sessionApi(page, method, url, data);
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: unknown }).data;
}

const userIdOf = sessionUserId;

// The journey moves a seeded student's statuses forward, which a retry cannot undo: a retry would
// fail for that reason and hide the first attempt's real cause.
test.describe.configure({ retries: 0 });

test('the teacher works with a group: live grid, review queue, acting for a student', async ({ page, browser }) => {
  // The teacher's home: their groups instead of a student's courses; the sidebar lists the groups.
  await login(page, 'teacher');
  await expect(page.getByRole('heading', { name: 'Мои группы' })).toBeVisible();
  await expect(page.getByText('У вас пока нет курсов.')).toHaveCount(0);
  const card = page.getByTestId('teacher-group').filter({ hasText: 'Python, группа ПН-СР 17:00' });
  await expect(card.getByText('Учеников: 3')).toBeVisible();
  await expect(page.getByTestId('sidebar-group').filter({ hasText: 'Python, группа ПН-СР 17:00' })).toBeVisible();
  await card.getByRole('link', { name: 'Открыть группу' }).click();
  await expect(page).toHaveURL(/\/teacher\/group\?groupId=\d+/);
  const grid = page.getByTestId('progress-grid');
  await expect(grid).toBeVisible();
  const lena = grid.getByTestId('progress-row').filter({ hasText: 'Лена Козлова' });
  await expect(lena).toBeVisible();

  // Lena watches the first video in her own browser; the teacher's cell turns green without a reload.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await login(student, 'student3');
  const lessons = (await api(student, 'GET', '/api/course/1/lesson')) as LessonItem[];
  const video = lessons[0].tasks[0];
  const cell = lena.getByRole('button', { name: `Лена Козлова, 1. ${video.taskName}: Не начато` });
  await expect(cell).toBeVisible();
  // Her browser sends what the video workspace sends when it is watched (the task screen itself is tested in learning.spec).
  await api(student, 'POST', `/api/course/lesson/${lessons[0].id}/task/${video.id}/status?action=Open`);
  await api(student, 'POST', `/api/course/lesson/${lessons[0].id}/task/${video.id}/status?action=Autocheck`);
  const solvedAt = Date.now();
  await expect(lena.getByRole('button', { name: `Лена Козлова, 1. ${video.taskName}: Решено` })).toBeVisible({ timeout: 5000 });
  expect(Date.now() - solvedAt).toBeLessThan(5000);
  await expect(lena.locator('td').nth(0)).toContainText(video.taskName);

  // Lena moves on to the written task of lesson 2 and sends it to check.
  const studentId = await userIdOf(student);
  for (const t of lessons[0].tasks.slice(1)) await api(student, 'POST', `/api/course/lesson/${lessons[0].id}/task/${t.id}/status?action=Skip`);
  for (const t of lessons[1].tasks.slice(0, 2)) await api(student, 'POST', `/api/course/lesson/${lessons[1].id}/task/${t.id}/status?action=Skip`);
  const written = lessons[1].tasks[2];
  await api(student, 'POST', `/api/course/lesson/task/${written.id}/answer`, {
    studentId,
    autoCheckPassed: false,
    lessonTaskId: written.id,
    answer: [{ windowId: 1, answerText: 'Переменная хранит значение под именем.' }],
    projectId: null,
    resources: [],
    action: 'Save',
    revision: 1,
  });
  await api(student, 'POST', `/api/course/lesson/${lessons[1].id}/task/${written.id}/status?action=ManualCheck`);

  // The review queue shows it; opening it goes to /check, where the teacher likes it.
  await page.getByRole('link', { name: 'Очередь проверки' }).first().click();
  const item = page.getByTestId('review-item').filter({ hasText: 'Лена Козлова' }).filter({ hasText: written.taskName });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: 'Проверить' }).click();
  await expect(page).toHaveURL(new RegExp(`/check\\?studentId=${studentId}&lessonId=${lessons[1].id}&taskId=${written.id}.*queue=1`));
  await page.getByRole('button', { name: 'Засчитать' }).click();
  // The like opens the comment for the student; sent without words here.
  await page.getByRole('dialog').getByRole('button', { name: 'Засчитать' }).click();
  // Accepted by the server, the queue moves on: the next waiting item, or the queue page when none is left.
  const marked = `studentId=${studentId}&lessonId=${lessons[1].id}&taskId=${written.id}&`;
  await expect.poll(() => page.url(), { timeout: 10_000 }).not.toContain(marked);
  await expect(page).toHaveURL(/\/teacher\/review|\/check\?.*queue=1/);
  await student.goto('/courses?courseId=1');
  await expect(student.locator('.lesson-task').filter({ hasText: written.taskName }).getByText('Решено')).toBeVisible();
  await studentContext.close();

  // Acting for Lena: the banner shows who acts; leaving returns to the teacher's group page.
  await page.goto('/');
  await page.getByTestId('teacher-group').filter({ hasText: 'Python, группа ПН-СР 17:00' }).getByRole('link', { name: 'Открыть группу' }).click();
  await page.getByTestId('progress-row').filter({ hasText: 'Лена Козлова' }).getByRole('button', { name: 'Войти как ученик' }).click();
  const banner = page.getByTestId('acting-banner');
  await expect(banner).toContainText('Анна Сергеевна работает от имени ученика: Лена Козлова');
  await expect(page.getByRole('heading', { name: 'Мои курсы' })).toBeVisible();
  await page.getByRole('button', { name: 'Вернуться к учителю' }).click();
  await expect(page).toHaveURL(/\/teacher\/group\?groupId=\d+/);
  await expect(page.getByTestId('acting-banner')).toHaveCount(0);
  await expect(page.getByTestId('progress-grid')).toBeVisible();
  const putAside = () => page.evaluate(() => localStorage.getItem('school.acting'));
  expect(await putAside()).toBeNull();

  // Acting again, the teacher presses Выход: the teacher's own session waiting in the browser is
  // gone, and its 30-day refresh token no longer answers (the next user of the computer gets nothing).
  await page.getByTestId('progress-row').filter({ hasText: 'Лена Козлова' }).getByRole('button', { name: 'Войти как ученик' }).click();
  // The banner can show on the group page a moment before the full load of the student's home;
  // reading storage then would race that navigation.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Мои курсы' })).toBeVisible();
  await expect(page.getByTestId('acting-banner')).toBeVisible();
  const teacherRefresh = (JSON.parse((await putAside())!) as { teacherSession: { refreshToken: string } }).teacherSession.refreshToken;
  await page.getByRole('navigation', { name: 'Навигация' }).getByRole('button', { name: 'Выход' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await putAside()).toBeNull();
  const refreshed = await page.request.post('/api/auth/refresh', { data: { login: 'teacher', password: teacherRefresh, role: 'teacher' } });
  expect(refreshed.status()).toBe(401);
});

test('the author’s home lists the courses with lessons and tasks, adds a task and reorders', async ({ page }) => {
  await login(page, 'author');
  await expect(page.getByRole('heading', { name: 'Мои курсы' })).toBeVisible();
  // The course list opens one course at a time (the course builder, author-course.spec.ts).
  await page.getByTestId('author-course').first().getByRole('button', { name: /^Открыть/ }).click();
  const lesson = page.getByTestId('author-lesson').first();
  const name = `Проект ${Date.now()}`;
  await lesson.getByLabel('Название задания').fill(name);
  await lesson.getByLabel('Тип задания').selectOption('Scratch');
  await lesson.getByRole('button', { name: 'Добавить задание' }).click();
  const added = lesson.getByRole('link', { name });
  await expect(added).toBeVisible();
  await lesson.getByRole('button', { name: `Выше: ${name}` }).click();
  await expect(lesson.locator('ol > li').nth(-2)).toContainText(name);
  await added.click();
  await expect(page).toHaveURL(/\/edit\?taskId=\d+&lessonId=\d+/);
});

test('a check link for a student who is not the teacher’s says why and leads home', async ({ page }) => {
  await login(page, 'teacher');
  await page.goto('/check?studentId=999999&lessonId=1&taskId=1');
  const screen = page.getByRole('alert');
  await expect(screen).toContainText('Нет доступа');
  await screen.getByRole('button', { name: 'Домой' }).click();
  await expect(page.getByRole('heading', { name: 'Мои группы' })).toBeVisible();
});
