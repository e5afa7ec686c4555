import { ApiPaths, ReviewPaths, WindowId, type CourseDto, type LessonWithTasksDto, type TaskDto, type TryCheckResultDto } from '@school/contracts';
import { loadSqlJs } from '@school/sql-kind/src/test-sql';
import { describeSqlError, explainSqlError, runSql, SQL_TASK_TYPE, SqlWindowId, TSql } from '@school/sql-kind';
import { buildTestApp, loginAs } from '../../test/test-app';
import { dataOf, errorOf } from '../../test/body';
import { SQL_LESSON, SQL_LESSON_TITLE } from '../../seed/seed-sql';

type LessonItem = LessonWithTasksDto;

jest.setTimeout(120_000);

/** The SQL lesson through the API: the server records Solved only when its own check passes. */
describe('SQL tasks checked on the server', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let student: Awaited<ReturnType<typeof loginAs>>;
  let author: Awaited<ReturnType<typeof loginAs>>;
  let lesson: LessonItem;
  const SQL = loadSqlJs();

  beforeAll(async () => {
    ctx = await buildTestApp();
    [student, author] = await Promise.all([loginAs(ctx.app, 'student1'), loginAs(ctx.app, 'author')]);
    const courses = dataOf<CourseDto[]>(await ctx.app.inject({ method: 'GET', url: '/api/course', headers: student.auth }));
    const python = courses.find((c) => c.title.startsWith('Python'))!;
    const lessons = dataOf<LessonItem[]>(await ctx.app.inject({ method: 'GET', url: `/api/course/${python.id}/lesson`, headers: student.auth }));
    lesson = lessons.find((l) => l.title === SQL_LESSON_TITLE)!;
  }, 300_000);
  afterAll(() => ctx.close());

  const save = (taskId: number, query: string, revision: number, autoCheckPassed = false) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/course/lesson/task/${taskId}/answer`,
      headers: student.auth,
      payload: { studentId: student.userId, autoCheckPassed, lessonTaskId: taskId, answer: [{ windowId: SqlWindowId.sqlQuery, answerText: query }], projectId: null, resources: [], action: 'Save', revision },
    });
  const autocheck = (taskId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/course/lesson/${lesson.id}/task/${taskId}/status?action=Autocheck&studentId=${student.userId}`, headers: student.auth });
  const taskNamed = (name: string) => lesson.tasks.find((t) => t.taskName === name)!;

  it('is in the demo course of student1, published, with every task of the lesson', () => {
    expect(lesson).toBeDefined();
    expect(lesson.tasks.map((t) => [t.taskName, t.taskType])).toEqual(SQL_LESSON.tasks.map((t) => [t.name, SQL_TASK_TYPE]));
  });

  it('hides the reference and the order rule from the student, shows the database', async () => {
    const task = dataOf<TaskDto>(await ctx.app.inject({ method: 'GET', url: ApiPaths.task(lesson.id, taskNamed('Все питомцы клуба').id), headers: student.auth }));
    const windows = task.taskText.map((w) => w.windowId);
    expect(windows).toEqual(expect.arrayContaining([WindowId.description, SqlWindowId.sqlQuery, SqlWindowId.sqlSetup]));
    expect(windows).not.toContain(WindowId.solution);
    expect(windows).not.toContain(SqlWindowId.sqlCheck);
  });

  it('refuses a forged pass and a wrong query with the reason, explains a syntax error, and records Solved for a right query', async () => {
    const first = taskNamed('Все питомцы клуба');
    const claimed = await save(first.id, 'SELECT name FROM pets', 1, true);
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toMatchObject({ code: 'CHECK_FAILED', message: 'Нужно 5 столбцов, а в ответе 1.' });

    expect((await save(first.id, 'SELECT name FROM pets', 1)).statusCode).toBe(200);
    const refused = await autocheck(first.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CHECK_FAILED', message: 'Нужно 5 столбцов, а в ответе 1.' });

    expect((await save(first.id, 'SELECT * FORM pets', 2)).statusCode).toBe(200);
    const syntax = await autocheck(first.id);
    expect(syntax.statusCode).toBe(400);
    expect(errorOf(syntax).message).toBe('Ошибка в записи запроса рядом с «FORM». Проверь запятые, кавычки и порядок слов.\nСообщение SQLite: near "FORM": syntax error');

    expect((await save(first.id, '   ', 3)).statusCode).toBe(200);
    expect((await autocheck(first.id)).json()).toMatchObject({ code: 'CHECK_FAILED', message: TSql.check.emptyAnswer });

    expect((await save(first.id, 'select id, name, kind, age, owner_id from pets order by age', 4)).statusCode).toBe(200);
    const solved = await autocheck(first.id);
    expect(solved.statusCode).toBe(200);
    expect(dataOf(solved)).toMatchObject({ solveStatus: 'Solved' });
  });

  it('takes a right query claimed as passed on save, and a query that never ends is stopped', async () => {
    const cats = taskNamed('Только кошки');
    const endless = 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT n FROM r';
    expect((await save(cats.id, endless, 1)).statusCode).toBe(200);
    const stopped = await autocheck(cats.id);
    expect(stopped.statusCode).toBe(400);
    expect(errorOf(stopped).message).toMatch(/^Запрос выполнялся слишком долго/);
    const right = await save(cats.id, "SELECT name FROM pets WHERE kind = 'кошка'", 2, true);
    expect(right.statusCode).toBe(200);
  });

  it('refuses bad input with clear JSON errors', async () => {
    const first = taskNamed('Все питомцы клуба');
    const unknownWindow = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/lesson/task/${first.id}/answer`,
      headers: student.auth,
      payload: { studentId: student.userId, autoCheckPassed: false, lessonTaskId: first.id, answer: [{ windowId: 99, answerText: 'SELECT 1' }], projectId: null, resources: [], action: 'Save', revision: 10 },
    });
    expect(unknownWindow.statusCode).toBe(400);
    expect(unknownWindow.headers['content-type']).toMatch(/json/);
    expect(errorOf(unknownWindow).code).toEqual(expect.any(String));
    const notText = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/lesson/task/${first.id}/answer`,
      headers: student.auth,
      payload: { studentId: student.userId, answer: [{ windowId: SqlWindowId.sqlQuery, answerText: 42 }], action: 'Save' },
    });
    expect(notText.statusCode).toBe(400);
    expect(errorOf(notText).code).toEqual(expect.any(String));
  });

  it('lets the author try the check: the reference runs, a broken reference or order rule is named', async () => {
    const order = taskNamed('От младших к старшим');
    const tryCheck = (body: object = {}) => ctx.app.inject({ method: 'POST', url: ReviewPaths.tryCheck(order.id), headers: author.auth, payload: body });
    const stored = await tryCheck();
    expect(stored.statusCode).toBe(200);
    expect(dataOf(stored)).toEqual(expect.objectContaining({ passed: true }));
    // The solution is the reference too: trying it proves it runs on the task's database and gives a table.
    const broken = await tryCheck({ taskText: [{ windowId: WindowId.solution, text: 'SELECT name, age FROM pets ORDER age' }] });
    expect(broken.statusCode).toBe(200);
    expect(dataOf<TryCheckResultDto>(broken).message).toBe(TSql.check.referenceFailed(describeSqlError(explainSqlError('near "age": syntax error'))));
    const noTable = await tryCheck({ taskText: [{ windowId: WindowId.solution, text: 'UPDATE pets SET age = 1' }] });
    expect(dataOf<TryCheckResultDto>(noTable).passed).toBe(false);
    const badRule = await tryCheck({ taskText: [{ windowId: SqlWindowId.sqlCheck, text: '{"ordered": "yes"}' }] });
    expect(badRule.statusCode).toBe(200);
    expect(dataOf(badRule)).toEqual(expect.objectContaining({ passed: false, message: TSql.author.checkBroken }));
  });

  it('reads a blank order window as unordered for the author, as for students (no NO_CHECK)', async () => {
    const order = taskNamed('От младших к старшим');
    const blank = await ctx.app.inject({ method: 'POST', url: ReviewPaths.tryCheck(order.id), headers: author.auth, payload: { taskText: [{ windowId: SqlWindowId.sqlCheck, text: '' }] } });
    expect(blank.statusCode).toBe(200);
    expect(dataOf(blank)).toEqual(expect.objectContaining({ passed: true }));
  });

  it('checks the author’s solution against the rows window 20 expects, as a student’s answer is checked', async () => {
    const order = taskNamed('От младших к старшим');
    const solution = SQL_LESSON.tasks.find((t) => t.name === 'От младших к старшим')!.texts.solution!;
    const tryWith = (check: object, text = solution) =>
      ctx.app.inject({
        method: 'POST',
        url: ReviewPaths.tryCheck(order.id),
        headers: author.auth,
        payload: { taskText: [{ windowId: SqlWindowId.sqlCheck, text: JSON.stringify(check) }, { windowId: WindowId.solution, text }] },
      });
    // The solution's own rows as the expectation: it passes; one row off, and the solution is refused with the student's message.
    const own = runSql(SQL(), SQL_LESSON.tasks[0].texts.sqlSetup!, solution);
    if (!own.ok) throw new Error('the seeded solution runs');
    expect(dataOf(await tryWith({ ordered: true, expected: own.rows }))).toEqual(expect.objectContaining({ passed: true }));
    const [first, ...rest] = own.rows;
    const verdict = dataOf<TryCheckResultDto>(await tryWith({ ordered: true, expected: [...rest, first] }));
    expect(verdict).toEqual(expect.objectContaining({ passed: false, message: TSql.check.wrongOrder }));
    const missing = dataOf<TryCheckResultDto>(await tryWith({ ordered: false, expected: [...own.rows, ['Кеша', 99]] }));
    expect(missing.passed).toBe(false);
    expect(missing.message).toMatch(/^Нужно вывести/);
    // A broken expectation is the author's mistake, named.
    expect(dataOf(await tryWith({ expected: [[1], [1, 2]] }))).toEqual(expect.objectContaining({ passed: false, message: TSql.author.expectedBroken }));
  });
});
