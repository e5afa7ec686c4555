import type { TaskAnswerDto, TaskListItemDto, TaskStatusResultDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { Course, CourseModule, Lesson, Task } from './entities';
import { TaskText } from './task-entities';

type Session = Awaited<ReturnType<typeof loginAs>>;
jest.setTimeout(120_000);

/** Issue 27: a task whose type the running school does not know can never be passed, by anyone. */
describe('a task of a kind the school does not know', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let student: Session, author: Session;
  let lessonId: number, taskId: number;

  const call = (who: Session, url: string, payload?: object) =>
    ctx.app.inject({ method: payload ? 'POST' : 'GET', url, headers: who.auth, ...(payload ? { payload } : {}) });
  const status = (who: Session, action: string, studentId?: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/course/lesson/${lessonId}/task/${taskId}/status?action=${action}${studentId ? `&studentId=${studentId}` : ''}`,
      headers: who.auth,
    });
  const save = (autoCheckPassed: boolean, revision: number) =>
    call(student, `/api/course/lesson/task/${taskId}/answer`, {
      studentId: student.userId,
      autoCheckPassed,
      lessonTaskId: taskId,
      answer: [{ windowId: 1, answerText: 'e2-e4' }],
      projectId: null,
      resources: [],
      action: 'Save',
      revision,
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [student, author] = await Promise.all([loginAs(ctx.app, 'student3'), loginAs(ctx.app, 'author')]);
    const em = ctx.app.em();
    const course = await em.findOneOrFail(Course, { title: { $like: 'Python%' } });
    const module = em.create(CourseModule, { course, moduleNumber: 98, title: 'Тип из другой школы' });
    const lesson = em.create(Lesson, { course, module, title: 'Шахматы', order: 2000 });
    // As an import from a school that runs a Chess kind (or a kind uninstalled since) leaves it.
    const task = em.create(Task, { lesson, order: 1, taskName: 'Мат в два хода', taskType: 'Chess', isOptional: false, isAutoCheck: true, parentId: null, accessType: 0 });
    em.create(TaskText, { task, windowId: 1, text: 'Поставь мат в два хода.' });
    await em.flush();
    lessonId = lesson.id;
    taskId = task.id;
  });
  afterAll(() => ctx.close());

  it('is listed and sent as it is stored, its student receiving only the description', async () => {
    const list = await call(student, `/api/course/lesson/${lessonId}/task`);
    expect(list.statusCode).toBe(200);
    expect(dataOf<TaskListItemDto[]>(list).map((t) => t.taskType)).toEqual(['Chess']);
    const task = await call(student, `/api/course/lesson/${lessonId}/task/${taskId}`);
    expect(task.statusCode).toBe(200);
    expect(dataOf(task)).toMatchObject({ taskType: 'Chess', taskText: [{ windowId: 1, text: 'Поставь мат в два хода.' }] });
  });

  it('opens and keeps a draft, but refuses every pass: check, review, a claimed pass and a teacher mark', async () => {
    expect(dataOf<TaskStatusResultDto>(await status(student, 'Open')).solveStatus).toBe('Open');
    const claimed = await save(true, 1);
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toMatchObject({ code: 'UNKNOWN_TASK_TYPE', message: 'Этот тип задания пока не поддерживается, поэтому его нельзя засчитать.' });
    expect((await save(false, 2)).statusCode).toBe(200);
    for (const action of ['Autocheck', 'ManualCheck']) {
      const res = await status(student, action);
      expect({ action, status: res.statusCode, code: errorOf(res).code }).toEqual({ action, status: 400, code: 'UNKNOWN_TASK_TYPE' });
    }
    for (const action of ['MarkCorrect', 'Solved']) {
      const res = await status(author, action, student.userId);
      expect({ action, status: res.statusCode, code: errorOf(res).code }).toEqual({ action, status: 400, code: 'UNKNOWN_TASK_TYPE' });
    }
    const stored = await call(student, `/api/course/lesson/task/${taskId}/answer`);
    expect(dataOf<TaskAnswerDto>(stored).solveStatus).toBe('Open');
    expect((await status(student, 'Skip')).statusCode).toBe(200);
  });

  it('refuses a type or a window no registered kind declares with a clear 400, and out-of-range values by the schema', async () => {
    const create = (taskType: string) => call(author, `/api/author/lesson/${lessonId}/task`, { taskType, taskName: 'Новое' });
    const unknownType = await create('Chess');
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({ code: 'UNKNOWN_TASK_TYPE', message: 'Неизвестный тип задания: Chess.' });
    expect((await create('../Python')).statusCode).toBe(400);
    expect((await create('Python')).statusCode).toBe(200);

    const answer = (windowId: number) =>
      call(student, `/api/course/lesson/task/${taskId}/answer`, {
        studentId: student.userId,
        autoCheckPassed: false,
        lessonTaskId: taskId,
        answer: [{ windowId, answerText: 'x' }],
        projectId: null,
        resources: [],
        action: 'Save',
        revision: 10,
      });
    const unknownWindow = await answer(21);
    expect(unknownWindow.statusCode).toBe(400);
    expect(unknownWindow.json()).toMatchObject({ code: 'UNKNOWN_WINDOW', message: 'Неизвестное окно задания: 21.' });
    expect((await answer(100)).statusCode).toBe(400);

    const saveTask = (windowId: number) =>
      call(author, `/api/course/lesson/${lessonId}/task/${taskId}`, { taskText: [{ windowId, text: 'x' }], quiz: null, webResource: [] });
    const authored = await saveTask(21);
    expect(authored.statusCode).toBe(400);
    expect(authored.json()).toMatchObject({ code: 'UNKNOWN_WINDOW' });
  });
});
