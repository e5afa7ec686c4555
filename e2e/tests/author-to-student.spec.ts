import { expect, test, type Locator, type Page } from '../support/test';
import { login, sessionUserId } from '../support/session';

/**
 * Issue 26, item 5: one journey from an empty course to a student reading the review. The author
 * gives the course a logo, builds two lessons in the browser (a Python task whose check is tried on
 * its solution, a theory page; a quiz and a written task), publishes them, moves the course in
 * their list and enrols student3 in a trial group (a new
 * course each run: student3's other courses are untouched); student3 solves the Python task (the
 * server's check says Solved) and the quiz and sends the written answer; the author, who authors
 * the course, reviews it on /check with a comment, and student3 reads the comment.
 */

// A run creates its own course, so a retry would only repeat the first attempt's cause.
test.describe.configure({ retries: 0 });

const CHECK = [
  'lines = [row.strip() for row in output.splitlines() if row.strip()]',
  'assert lines, "Программа ничего не вывела"',
  'assert lines[-1] == "Привет, робот!", "Последняя строка должна быть: Привет, робот!"',
].join('\n');
/** A 1x1 PNG: the course logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SOLUTION = 'name = "робот"\nprint(f"Привет, {name}!")\n';

/** The task's /edit link in the builder, and the lesson and task ids it carries. */
async function taskIds(task: Locator, name: string): Promise<{ lessonId: number; taskId: number }> {
  const href = (await task.getByRole('link', { name }).getAttribute('href'))!;
  const params = new URL(href, 'http://x').searchParams;
  return { lessonId: Number(params.get('lessonId')), taskId: Number(params.get('taskId')) };
}

async function addTask(lesson: Locator, name: string, kind: string): Promise<Locator> {
  await lesson.getByLabel('Название задания').fill(name);
  await lesson.getByLabel('Тип задания').selectOption({ label: kind });
  await lesson.getByRole('button', { name: 'Добавить задание' }).click();
  const task = lesson.getByTestId('author-task').filter({ hasText: name });
  await expect(task).toBeVisible();
  return task;
}

/** Saves the task on /edit: the button goes quiet once the server holds the edits (a toast may come and go first). */
async function save(page: Page) {
  const button = page.getByRole('button', { name: 'Сохранить', exact: true });
  await button.click();
  await expect(button).toBeDisabled({ timeout: 30_000 });
}

test('an author builds a course in the browser; a student of its group solves it and reads the author’s review', async ({ page, browser }) => {
  test.setTimeout(600_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const stamp = Date.now();
  const courseTitle = `Говорящий робот ${stamp}`;
  const first = `Робот здоровается ${stamp}`;
  const second = `Робот думает ${stamp}`;

  // --- The author: a course with two lessons, from nothing ---
  await login(page, 'author');
  // The builder is a remote page: its first load may take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Мои курсы' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Название курса').fill(courseTitle);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
  const builder = page.url();
  // The course's logo goes through the files service; the students' course cards show it.
  await page.locator('input[type=file][aria-label="Загрузить логотип"]').setInputFiles({ name: 'robot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Логотип сохранён')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('author-course-logo')).toHaveAttribute('src', /\/api\/files\//);
  for (const title of [first, second]) {
    await page.getByLabel('Название урока').fill(title);
    await page.getByRole('button', { name: 'Добавить урок' }).click();
    await expect(page.getByTestId('author-lesson').filter({ hasText: title })).toBeVisible();
  }
  // A lesson's card by its heading (a task's 'move to lesson' list names the other lessons too).
  const lessonCard = (title: string) => page.getByTestId('author-lesson').filter({ has: page.getByRole('heading', { name: title }) });
  const lesson1 = lessonCard(first);
  const lesson2 = lessonCard(second);

  // Lesson 1: the theory page in the rich-text editor, and a Python task.
  await lesson1.getByRole('button', { name: 'Теория и материалы' }).click();
  await lesson1.getByTestId('author-theory').locator('.rt-content').fill('Команда print выводит текст на экран.');
  await lesson1.getByTestId('author-theory').getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Теория сохранена')).toBeVisible({ timeout: 30_000 });
  const python = await taskIds(await addTask(lesson1, 'Привет, робот', 'Программа на Python'), 'Привет, робот');
  // Lesson 2: a quiz and a written answer the teacher reads.
  const quiz = await taskIds(await addTask(lesson2, 'Кто управляет роботом', 'Тест с вариантами ответа'), 'Кто управляет роботом');
  const written = await taskIds(await addTask(lesson2, 'Придумай команду', 'Письменный ответ'), 'Придумай команду');

  // The Python task's three windows, each by its name; the check is tried on the solution before saving.
  await page.goto(`/edit?taskId=${python.taskId}&lessonId=${python.lessonId}`);
  await page.getByRole('tab', { name: 'Задание' }).click();
  await page.getByRole('textbox', { name: 'Задание' }).fill('Напиши программу, которая выводит «Привет, робот!».');
  await page.getByRole('tab', { name: 'Заготовка для ученика' }).click();
  await page.getByRole('textbox', { name: 'Заготовка для ученика' }).fill('# Выведи приветствие робота\n');
  await page.getByRole('tab', { name: 'Проверка', exact: true }).click();
  await page.getByRole('textbox', { name: 'Проверка', exact: true }).fill(CHECK);
  await page.getByRole('tab', { name: 'Решение', exact: true }).click();
  await page.getByRole('textbox', { name: 'Решение', exact: true }).fill('print("Привет, мир!")\n');
  const tryCheck = page.getByRole('button', { name: 'Проверить решение' });
  const verdict = page.getByTestId('try-check-result');
  await tryCheck.click();
  await expect(verdict).toContainText('Последняя строка должна быть: Привет, робот!', { timeout: 90_000 });
  await page.getByRole('textbox', { name: 'Решение', exact: true }).fill(SOLUTION);
  await tryCheck.click();
  await expect(verdict).toHaveText('Проверка пройдена', { timeout: 90_000 });
  await save(page);

  // The quiz: a question, the right answer marked.
  await page.goto(`/edit?taskId=${quiz.taskId}&lessonId=${quiz.lessonId}`);
  const quizEditor = page.getByRole('region', { name: 'Вопрос и ответы' });
  await quizEditor.getByRole('textbox', { name: 'Вопрос', exact: true }).fill('Кто пишет программу для робота?');
  await quizEditor.getByRole('textbox', { name: 'Ответ 1', exact: true }).fill('Программист');
  await quizEditor.getByRole('textbox', { name: 'Ответ 2', exact: true }).fill('Сам робот');
  await save(page);

  // The written task's text.
  await page.goto(`/edit?taskId=${written.taskId}&lessonId=${written.lessonId}`);
  await page.getByRole('tab', { name: 'Задание' }).click();
  await page.getByRole('textbox', { name: 'Задание' }).fill('Придумай свою команду для робота и объясни, что она делает.');
  await save(page);

  // Both lessons published; a trial group of the course for student3.
  await page.goto(builder);
  for (const lesson of [lesson1, lesson2]) {
    await lesson.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(lesson.getByText('Опубликован', { exact: true })).toBeVisible();
  }
  await page.getByText('Пробная группа', { exact: true }).click();
  await page.getByLabel('Логины учеников через запятую').fill('student3');
  await page.getByRole('form', { name: 'Пробная группа' }).getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Группа создана, учеников: 1')).toBeVisible();

  // The author's own course order: the new course moves one place and stays there.
  await page.goto('/');
  const titles = () => page.getByTestId('author-course').locator('strong').allTextContents();
  await expect(page.getByTestId('author-course').filter({ hasText: courseTitle })).toBeVisible({ timeout: 30_000 });
  const before = await titles();
  const at = before.indexOf(courseTitle);
  const step = at > 0 ? -1 : 1;
  await page.getByRole('button', { name: `${step < 0 ? 'Выше' : 'Ниже'}: ${courseTitle}` }).click();
  const expected = [...before];
  [expected[at], expected[at + step]] = [expected[at + step]!, expected[at]!];
  await expect.poll(titles).toEqual(expected);
  await page.reload();
  await expect.poll(titles, { timeout: 30_000 }).toEqual(expected);

  // --- The student: the theory, the Python task (Solved by the server), the quiz, the written answer ---
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await login(student, 'student3');
  const studentId = await sessionUserId(student);
  await expect(student.getByTestId('course-card').filter({ hasText: courseTitle }).locator('img')).toHaveAttribute('src', /\/api\/files\//, { timeout: 30_000 });
  await student.goto(`/solve?lessonId=${python.lessonId}&taskId=${python.taskId}&app=main`);
  await expect(student.getByRole('region', { name: 'Задание' })).toContainText('Привет, робот!', { timeout: 30_000 });
  await expect(student.getByTestId('python-state')).not.toContainText('Загружаем', { timeout: 60_000 });
  const code = student.locator('.cm-content[aria-label="Python"]').first();
  await expect(code).toContainText('Выведи приветствие робота');
  await code.fill('print("Привет, робот!")\n');
  await student.getByTestId('python-check').click();
  await expect(student.locator('.task-header').getByText('Решено')).toBeVisible({ timeout: 60_000 });

  await student.goto(`/solve?lessonId=${quiz.lessonId}&taskId=${quiz.taskId}&app=main`);
  // Each task screen loads its kind's workspace first: on a busy machine that takes a while.
  await expect(student.getByText('Кто пишет программу для робота?')).toBeVisible({ timeout: 30_000 });
  await student.getByLabel('Программист').check();
  await student.getByRole('button', { name: 'Проверить', exact: true }).click();
  await expect(student.locator('.task-header').getByText('Решено')).toBeVisible({ timeout: 30_000 });

  await student.goto(`/solve?lessonId=${written.lessonId}&taskId=${written.taskId}&app=main`);
  const answer = student.getByLabel('Напиши ответ здесь');
  await expect(answer).toBeEditable({ timeout: 30_000 });
  await answer.fill('Команда «танцуй»: робот крутится на месте.');
  await expect(student.getByText('Сохранено!').last()).toBeVisible();
  await student.getByRole('button', { name: 'Отправить на проверку' }).click();
  // The written task is the lesson's last: no result dialog (it offers the next task), the status says it.
  await expect(student.locator('.task-header').getByText('На проверке')).toBeVisible();

  // --- The author reviews the written answer on /check with a comment ---
  await page.goto(`/check?studentId=${studentId}&lessonId=${written.lessonId}&taskId=${written.taskId}`);
  await expect(page.getByLabel('Напиши ответ здесь')).toHaveValue('Команда «танцуй»: робот крутится на месте.', { timeout: 30_000 });
  // The header names whom the author reviews.
  await expect(page.locator('.task-header__student')).toContainText('Ученик');
  await page.getByRole('button', { name: 'Засчитать' }).click();
  const comment = 'Отличная команда! Добавь, сколько раз робот крутится.';
  const accept = page.getByRole('dialog');
  await accept.getByLabel('Комментарий для ученика').fill(comment);
  await accept.getByRole('button', { name: 'Засчитать' }).click();
  await expect(page.locator('.check-panel').getByText('Решено')).toBeVisible();

  // --- The student reads it: a notice on the home page leads to the task with the words ---
  await student.goto('/');
  const notice = student.getByTestId('review-notices').getByRole('link', { name: 'Учитель проверил задание «Придумай команду»' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await notice.click();
  const note = student.getByTestId('review-note');
  await expect(note).toContainText('Учитель засчитал задание');
  await expect(note).toContainText(comment);
  await expect(student.locator('.task-header').getByText('Решено')).toBeVisible();
  await studentContext.close();
});
