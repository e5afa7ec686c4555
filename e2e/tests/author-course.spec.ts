import { expect, test } from '../support/test';
import { login, sessionApi } from '../support/session';

// The journey creates a course, lessons and a group each run; nothing to undo, but a retry would
// only repeat the first attempt's cause.
test.describe.configure({ retries: 0 });

test('an author builds a course in the browser; a student of its group sees only the published lesson', async ({ page, browser }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page, 'author');
  await expect(page.getByRole('heading', { name: 'Мои курсы' })).toBeVisible();

  const stamp = Date.now();
  const courseTitle = `Роботы ${stamp}`;
  const published = `Знакомство с роботом ${stamp}`;
  const draft = `Черновик урока ${stamp}`;
  await page.getByLabel('Название курса').fill(courseTitle);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
  await expect(page).toHaveURL(/[?&]course=\d+/);
  const courseId = Number(new URL(page.url()).searchParams.get('course'));

  for (const title of [published, draft]) {
    await page.getByLabel('Название урока').fill(title);
    await page.getByRole('button', { name: 'Добавить урок' }).click();
    await expect(page.getByTestId('author-lesson').filter({ hasText: title })).toBeVisible();
  }
  const first = page.getByTestId('author-lesson').filter({ hasText: published });
  await expect(first.getByText('Черновик', { exact: true })).toBeVisible();

  // A quiz task, its kind picked by its Russian name and shown by it.
  await first.getByLabel('Название задания').fill('Из чего сделан робот');
  await first.getByLabel('Тип задания').selectOption({ label: 'Тест с вариантами ответа' });
  await first.getByRole('button', { name: 'Добавить задание' }).click();
  const task = first.getByTestId('author-task').filter({ hasText: 'Из чего сделан робот' });
  await expect(task.getByText('Тест с вариантами ответа')).toBeVisible();
  await expect(task.getByRole('link', { name: 'Из чего сделан робот' })).toHaveAttribute('href', /\/edit\?taskId=\d+&lessonId=\d+/);

  // The theory page in the school's rich-text editor.
  await first.getByRole('button', { name: 'Теория и материалы' }).click();
  const editor = first.getByTestId('author-theory').locator('.rt-content');
  await editor.click();
  await page.keyboard.type('Робот слушается программы.');
  await first.getByTestId('author-theory').getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Теория сохранена')).toBeVisible();

  await first.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(first.getByText('Опубликован', { exact: true })).toBeVisible();
  await expect(page.getByTestId('author-lesson').filter({ hasText: draft }).getByText('Черновик', { exact: true })).toBeVisible();

  // The school has no group screen for authors: a trial group of the course for student3 (student1's
  // list of courses is counted by other journeys).
  await page.getByText('Пробная группа', { exact: true }).click();
  await page.getByLabel('Логины учеников через запятую').fill('student3');
  await page.getByRole('form', { name: 'Пробная группа' }).getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Группа создана, учеников: 1')).toBeVisible();

  // The student: the course page lists the published lesson only; the draft does not exist for them.
  const context = await browser.newContext();
  const student = await context.newPage();
  await login(student, 'student3');
  await student.goto(`/courses?courseId=${courseId}`);
  await expect(student.getByText(published).first()).toBeVisible();
  await expect(student.getByText(draft)).toHaveCount(0);
  const lessons = (await (await sessionApi(student, 'GET', `/api/course/${courseId}/lesson`)).json()).data as { title: string }[];
  expect(lessons.map((l) => l.title)).toEqual([published]);
  await student.goto(`/theory?courseId=${courseId}`);
  await expect(student.getByText('Робот слушается программы.')).toBeVisible();
  await context.close();
});
