import { ApiPaths, type LessonWithTasksDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

/**
 * The spec's answer payload has no revision (platform-core §7): such saves land in the order they
 * arrive (last write wins), while our client's revisions keep refusing a late older save.
 * Runs on both databases (the PostgreSQL save is one statement of its own).
 */
describe('answer save without a revision', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('accepts the spec payload, lets the last write win and keeps the client revision', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s1.auth }));
    const task = lessons.flatMap((l) => l.tasks).find((t) => !t.locked && t.solveStatus === 'Nothing')!;
    const save = (text: string, revision?: number) =>
      ctx.app.inject({
        method: 'POST',
        url: ApiPaths.answer(task.id),
        headers: s1.auth,
        payload: {
          studentId: s1.userId, autoCheckPassed: false, lessonTaskId: task.id, answer: [{ windowId: 1, answerText: text }],
          projectId: null, resources: [], action: 'Save', ...(revision === undefined ? {} : { revision }),
        },
      });
    const stored = async () => dataOf(await ctx.app.inject({ method: 'GET', url: ApiPaths.answer(task.id), headers: s1.auth }));

    // The first save of the spec's payload opens the task and stores revision 0.
    const first = await save('первый');
    expect({ status: first.statusCode, data: dataOf(first) }).toEqual({ status: 200, data: { applied: true, revision: 0, solveStatus: 'Open' } });
    expect(dataOf(await save('второй'))).toEqual({ applied: true, revision: 0, solveStatus: 'Open' });
    expect(await stored()).toMatchObject({ revision: 0, answer: [{ windowId: 1, answerText: 'второй' }] });

    // Our client's revisions still order its own saves…
    expect(dataOf(await save('клиент', 50))).toEqual({ applied: true, revision: 50, solveStatus: 'Open' });
    expect(dataOf(await save('опоздавший', 40))).toEqual({ applied: false, revision: 50, solveStatus: 'Open' });
    // …a spec save after them still wins and leaves the revision for the client's next save.
    expect(dataOf(await save('без ревизии'))).toEqual({ applied: true, revision: 50, solveStatus: 'Open' });
    expect(await stored()).toMatchObject({ revision: 50, answer: [{ windowId: 1, answerText: 'без ревизии' }] });
    expect(dataOf(await save('клиент дальше', 51))).toEqual({ applied: true, revision: 51, solveStatus: 'Open' });
    expect(await stored()).toMatchObject({ revision: 51, answer: [{ windowId: 1, answerText: 'клиент дальше' }] });
  });
});
