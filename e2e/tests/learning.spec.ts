import { expect, test, type Page } from '../support/test';
import { login, readSession, sessionUserId } from '../support/session';

/** Logs in an account that the shared DEMO list does not name. */
async function loginAs(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const userIdOf = sessionUserId;

test('a student solves, skips and submits tasks; the teacher checks; answers survive a network cut', async ({ page, browser }) => {
  await login(page, 'student1');
  await page.goto('/courses?courseId=1');
  await expect(page.getByText('Урок 2. Переменные и ввод')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Нерешенные задания' })).toBeVisible();
  await page.getByRole('link', { name: '1. Имя переменной' }).click();

  // Quiz: wrong, then right.
  await expect(page.getByRole('heading', { name: 'Имя переменной' })).toBeVisible();
  // The description is markdown: the rich-text remote's viewer renders it inside the task screen.
  const description = page.locator('.ws-description').getByTestId('rich-text-viewer');
  await expect(description.locator('strong', { hasText: 'начинается с буквы' })).toBeVisible();
  await expect(description.locator('code', { hasText: 'cat_count' })).toBeVisible();
  await expect(description).not.toContainText('**');
  await expect(page.locator('.task-header').getByText('Открыто')).toBeVisible();
  await page.getByLabel('2cats').check();
  await page.getByRole('button', { name: 'Проверить' }).click();
  const wrong = page.getByRole('dialog', { name: 'Ответ неверный' });
  await expect(wrong).toBeVisible();
  await wrong.getByRole('button', { name: 'Попробовать еще раз' }).click();
  await page.getByLabel('cat_count').check();
  await page.getByRole('button', { name: 'Проверить' }).click();
  const solved = page.getByRole('dialog', { name: 'Поздравляю!' });
  await expect(solved).toBeVisible();
  await solved.getByRole('button', { name: 'Далее' }).click();

  // Skip the typing task.
  await expect(page.getByRole('heading', { name: 'Печатаем код' })).toBeVisible();
  await page.getByRole('button', { name: 'Пропустить' }).click();
  const skip = page.getByRole('dialog', { name: 'Ты уверен, что хочешь пропустить задание?' });
  await expect(skip).toBeVisible();
  await skip.getByRole('button', { name: 'Да' }).click();

  // The manual-check task opens; the one after it is locked.
  await expect(page.getByRole('heading', { name: 'Что такое переменная' })).toBeVisible();
  await expect(page.getByRole('button', { name: '4. Приветствие' })).toBeDisabled();

  // The network drops during a save: the answer waits, then reaches the server.
  const answer = page.getByLabel('Напиши ответ здесь');
  await answer.fill('Переменная — это коробка');
  await page.context().setOffline(true);
  await answer.fill('Переменная — это коробка с именем, например score = 10.');
  await page.waitForTimeout(3000);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  // The browser's back button with the answer unsaved asks first; refusing keeps the child on the task.
  const here = page.url();
  const asked = page.waitForEvent('dialog');
  const back = page.goBack({ timeout: 10_000 }).catch(() => null);
  const leave = await asked;
  expect(leave.message()).toBe('Вы уверены, что хотите покинуть страницу?');
  await leave.dismiss();
  await back;
  await expect.poll(() => page.url()).toBe(here);
  await expect(answer).toHaveValue('Переменная — это коробка с именем, например score = 10.');
  await page.context().setOffline(false);
  await expect(page.getByText('Сохранено!').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Напиши ответ здесь')).toHaveValue('Переменная — это коробка с именем, например score = 10.');

  // Submit for manual check.
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  const sent = page.getByRole('dialog', { name: 'Задание отправлено на проверку' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('.task-header').getByText('На проверке')).toBeVisible();
  await expect(page.getByLabel('Напиши ответ здесь')).toHaveAttribute('readonly', '');

  const url = new URL(page.url());
  const studentId = await userIdOf(page);

  // The teacher likes the answer on /check.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await login(teacher, 'teacher');
  await teacher.goto(`/check?studentId=${studentId}&lessonId=${url.searchParams.get('lessonId')}&taskId=${url.searchParams.get('taskId')}`);
  await expect(teacher.getByLabel('Напиши ответ здесь')).toHaveValue(/коробка с именем/);
  await expect(teacher.getByRole('button', { name: '←' })).toHaveCount(0);
  await teacher.getByRole('button', { name: 'Засчитать' }).click();
  // The like opens the comment for the student; sent without words here.
  await teacher.getByRole('dialog').getByRole('button', { name: 'Засчитать' }).click();
  await expect(teacher.locator('.check-panel').getByText('Решено')).toBeVisible();

  await page.reload();
  await expect(page.locator('.task-header').getByText('Решено')).toBeVisible();

  // The teacher withdraws the verdict after confirming: the task is open for the student again.
  await teacher.getByRole('button', { name: 'Отменить проверку' }).click();
  const cancel = teacher.getByRole('dialog', { name: 'Ты уверен, что хочешь отменить проверку?' });
  await cancel.getByRole('button', { name: 'Нет' }).click();
  await expect(teacher.locator('.check-panel').getByText('Решено')).toBeVisible();
  await teacher.getByRole('button', { name: 'Отменить проверку' }).click();
  await cancel.getByRole('button', { name: 'Да' }).click();
  await expect(teacher.locator('.check-panel').getByText('Открыто')).toBeVisible();
  await teacherContext.close();
  await page.reload();
  await expect(page.locator('.task-header').getByText('Открыто')).toBeVisible();
  await expect(page.getByLabel('Напиши ответ здесь')).not.toHaveAttribute('readonly', '');
});

test('a student cannot open a locked task by its address', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/courses?courseId=1');
  const locked = page.locator('.lesson-task.is-locked').first();
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('link')).toHaveCount(0);

  // Typing the address of a locked task shows why it is closed and leads back to the tasks.
  const lessons = await page.request.get('/api/course/1/lesson', {
    headers: { Authorization: `Bearer ${((await readSession(page)) as { token: string }).token}` },
  });
  const lockedTask = ((await lessons.json()).data as { id: number; tasks: { id: number; locked: boolean }[] }[])
    .flatMap((l) => l.tasks.map((t) => ({ ...t, lessonId: l.id })))
    .find((t) => t.locked)!;
  await page.goto(`/solve?lessonId=${lockedTask.lessonId}&taskId=${lockedTask.id}`);
  await expect(page.getByText('Это задание пока закрыто: сначала реши предыдущие.')).toBeVisible();
  await expect(page.locator('.task-workspace')).toHaveCount(0);
  await page.getByRole('button', { name: 'Задания' }).click();
  await expect(page).toHaveURL(/\/courses\?courseId=1/);
});

test('theory, Funbox, the no-course toast and the author edit mode', async ({ page, browser }) => {
  await login(page, 'student1');
  await page.goto('/theory?courseId=1');
  const theory = page.locator('.theory__text').getByTestId('rich-text-viewer');
  await expect(theory.getByRole('heading', { name: 'Первая программа' })).toBeVisible();
  await expect(theory.locator('code', { hasText: 'print' }).first()).toBeVisible();
  await expect(theory).not.toContainText('```');

  await page.goto('/funbox');
  await page.getByRole('button', { name: 'Начать' }).click();
  await expect(page).toHaveURL(/funbox=true/);
  await page.getByRole('link', { name: '1. Домашний ряд' }).click();
  await page.getByLabel('Начни печатать текст').pressSequentially('фыва олдж фыва олдж');
  await expect(page.getByText('Решено верно!')).toBeVisible();
  await expect(page.locator('.task-header').getByText('Решено')).toBeVisible();

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await login(teacher, 'teacher');
  await teacher.goto('/courses');
  await expect(teacher.getByText('Выберите ваш курс!')).toBeVisible();
  await expect(teacher).toHaveURL(/\/$/);
  await teacherContext.close();

  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await loginAs(author, 'author', 'author123');
  await author.goto('/edit?lessonId=2&taskId=6');
  await author.getByRole('tab', { name: 'Задание' }).click();
  const description = author.getByRole('textbox', { name: 'Задание' });
  await description.fill('Объясни, что такое переменная, на примере игры.');
  await author.getByRole('button', { name: 'Сохранить' }).click();
  await expect(author.getByText('Сохранено!')).toBeVisible();
  const statusCalls: string[] = [];
  author.on('request', (r) => r.url().includes('/status') && statusCalls.push(r.url()));
  await author.goto('/demo?lessonId=2&taskId=6');
  await expect(author.getByText('Объясни, что такое переменная, на примере игры.').first()).toBeVisible();
  await author.getByRole('button', { name: 'Показать' }).click();
  await expect(author.getByRole('dialog', { name: 'Все задания урока' }).getByRole('button')).toHaveCount(6);
  // Demo mode makes no status calls and has no skip.
  expect(statusCalls).toEqual([]);
  await expect(author.getByRole('button', { name: 'Пропустить' })).toHaveCount(0);
  await authorContext.close();
});
