import { ApiPaths, type AnswerSaveResultDto, type LessonWithTasksDto, type TaskListItemDto } from '@school/contracts';
import { countQueries } from '../test/count-queries';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

/** Queries a call makes once warm (course structure and per-student reads cached in process on both databases). */
describe('hot paths', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function queriesOf(url: string, headers: Record<string, string>) {
    await ctx.app.inject({ method: 'GET', url, headers });
    const { result: res, queries } = await countQueries(ctx.app, () => ctx.app.inject({ method: 'GET', url, headers }));
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return queries;
  }

  it('groups and the task list take at most two queries; a status change shows at once', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const groups = await queriesOf(ApiPaths.groups(s1.userId), s1.auth);
    const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s1.auth }));
    const lessonId = lessons[1].id;
    const list = await queriesOf(ApiPaths.lessonTasks(lessonId), s1.auth);
    expect(groups).toBeLessThanOrEqual(2);
    expect(list).toBeLessThanOrEqual(2);
    expect(groups + list).toBe(0);

    // A save opens the task: the cached list shows it on the next read.
    const before = dataOf<TaskListItemDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lessonId), headers: s1.auth }));
    const first = before.find((t) => !t.locked)!;
    const save = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.answer(first.id),
      headers: s1.auth,
      payload: { studentId: s1.userId, autoCheckPassed: false, lessonTaskId: first.id, answer: [{ windowId: 1, answerText: 'x' }], projectId: null, resources: [], action: 'Save', revision: 1 },
    });
    expect(save.statusCode).toBe(200);
    const after = dataOf<TaskListItemDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lessonId), headers: s1.auth }));
    expect(after.find((t) => t.id === first.id)!.solveStatus).toBe(dataOf<AnswerSaveResultDto>(save).solveStatus);
    // The answer read queries the answer itself (and nothing else once warm).
    expect(await queriesOf(ApiPaths.answer(first.id), s1.auth)).toBe(1);

    // A save of an open task runs nothing through the ORM or knex: its one transaction goes straight to
    // a pooled connection (SQLite: prepared statements; PostgreSQL: one named prepared statement).
    const { result: again, queries } = await countQueries(ctx.app, () =>
      ctx.app.inject({
        method: 'POST',
        url: ApiPaths.answer(first.id),
        headers: s1.auth,
        payload: { studentId: s1.userId, autoCheckPassed: false, lessonTaskId: first.id, answer: [{ windowId: 1, answerText: 'y' }], projectId: null, resources: [], action: 'Save', revision: 2 },
      }),
    );
    expect(dataOf(again)).toMatchObject({ applied: true, revision: 2 });
    expect(queries).toBe(0);
  });
});
