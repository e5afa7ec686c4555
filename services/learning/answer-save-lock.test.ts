import Database from 'libsql';
import { ApiPaths, type AnswerSaveResultDto, type LessonWithTasksDto, type TaskAnswerDto, type TaskListItemDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

const sqliteOnly = process.env.TEST_PG_URL ? describe.skip : describe;

jest.setTimeout(20_000);

/** The answer save runs as one synchronous SQLite transaction in the write queue (progress-repository.ts). */
sqliteOnly('answer save under another process holding the SQLite lock', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('waits for the lock, then lands with its status change, and later saves keep the revision order', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s1.auth }));
    const task = lessons.flatMap((l) => l.tasks).find((t) => !t.locked && t.solveStatus === 'Nothing')!;
    const save = (revision: number, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: ApiPaths.answer(task.id),
        headers: s1.auth,
        payload: { studentId: s1.userId, autoCheckPassed: false, lessonTaskId: task.id, answer: [{ windowId: 1, answerText: text }], projectId: null, resources: [], action: 'Save', revision },
      });

    const other = new Database(ctx.app.orm.config.get('dbName')!);
    other.exec('begin exclusive');
    const pending = save(20, 'после блокировки');
    await new Promise((resolve) => setTimeout(resolve, 300));
    other.exec('rollback');
    other.close();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(dataOf<AnswerSaveResultDto>(res)).toEqual({ applied: true, revision: 20, solveStatus: 'Open' });

    // An older revision arriving late is not applied; the list shows the task opened at once.
    expect(dataOf<AnswerSaveResultDto>(await save(10, 'устаревший'))).toEqual({ applied: false, revision: 20, solveStatus: 'Open' });
    const read = dataOf<TaskAnswerDto>(await ctx.app.inject({ method: 'GET', url: ApiPaths.answer(task.id), headers: s1.auth }));
    expect(read).toMatchObject({ revision: 20, solveStatus: 'Open', answer: [{ windowId: 1, answerText: 'после блокировки' }] });
    const lesson = lessons.find((l) => l.tasks.some((t) => t.id === task.id))!;
    const list = dataOf<TaskListItemDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lesson.id), headers: s1.auth }));
    expect(list.find((t) => t.id === task.id)!.solveStatus).toBe('Open');
  });
});
