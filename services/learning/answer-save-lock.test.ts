import Database from 'libsql';
import { ApiPaths } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';

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
    const lessons = (await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s1.auth })).json().data;
    const task = lessons
      .flatMap((l: { tasks: { id: number; locked: boolean; solveStatus: string }[] }) => l.tasks)
      .find((t: { locked: boolean; solveStatus: string }) => !t.locked && t.solveStatus === 'Nothing');
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
    expect(res.json().data).toEqual({ applied: true, revision: 20, solveStatus: 'Open' });

    // An older revision arriving late is not applied; the list shows the task opened at once.
    expect((await save(10, 'устаревший')).json().data).toEqual({ applied: false, revision: 20, solveStatus: 'Open' });
    const read = (await ctx.app.inject({ method: 'GET', url: ApiPaths.answer(task.id), headers: s1.auth })).json().data;
    expect(read).toMatchObject({ revision: 20, solveStatus: 'Open', answer: [{ windowId: 1, answerText: 'после блокировки' }] });
    const list = (await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lessons.find((l: { tasks: { id: number }[] }) => l.tasks.some((t) => t.id === task.id)).id), headers: s1.auth })).json().data;
    expect(list.find((t: { id: number }) => t.id === task.id).solveStatus).toBe('Open');
  });
});
