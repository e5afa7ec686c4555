import { ApiPaths, type LessonWithTasksDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';

jest.setTimeout(20_000);

/** The learning calls' schemas bound what a client sends: bad input is a 400 with a code and harms no later call. */
describe('learning: bounded input', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Awaited<ReturnType<typeof loginAs>>;
  let taskId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    s1 = await loginAs(ctx.app, 'student1');
    const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s1.auth }));
    // An open task the student may still save (the demo seed solved some).
    const tasks = lessons.flatMap((l) => l.tasks);
    taskId = tasks.find((t) => !t.locked && ['Nothing', 'Open'].includes(t.solveStatus))!.id;
  });
  afterAll(() => ctx.close());

  const body = (revision: unknown, answerText = 'print(1)') =>
    JSON.stringify({ studentId: s1.userId, autoCheckPassed: false, lessonTaskId: taskId, answer: [{ windowId: 1, answerText }], projectId: null, resources: [], action: 'Save', revision });
  const save = (raw: string) =>
    ctx.app.inject({ method: 'POST', url: ApiPaths.answer(taskId), headers: { ...s1.auth, 'content-type': 'application/json' }, payload: raw });

  it('refuses revisions out of range, non-finite numbers and NUL characters, then still applies a normal save', async () => {
    for (const raw of [body(1e308), body(-1), body(1.5), body(1).replace('"revision":1', '"revision":1e309'), body(1, 'a\u0000b')]) {
      const res = await save(raw);
      expect({ raw, status: res.statusCode }).toEqual({ raw, status: 400 });
      expect(typeof errorOf(res).code).toBe('string');
    }
    const ok = await save(body(1_700_000_000_000));
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok)).toMatchObject({ applied: true, revision: 1_700_000_000_000 });
    const read = await ctx.app.inject({ method: 'GET', url: ApiPaths.answer(taskId), headers: s1.auth });
    expect(dataOf(read)).toMatchObject({ revision: 1_700_000_000_000, answer: [{ windowId: 1, answerText: 'print(1)' }] });
  });

  it('refuses unknown fields, oversized lists and out-of-range ids on the task and quiz calls', async () => {
    const extra = await save(body(1_800_000_000_000).replace('"action"', '"admin":true,"action"'));
    expect(extra.statusCode).toBe(400);
    const quiz = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.quizAnswer(taskId),
      headers: s1.auth,
      payload: Array.from({ length: 101 }, () => ({ studentId: s1.userId, answerId: 1 })),
    });
    expect(quiz.statusCode).toBe(400);
    const kind = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.quizKindAnswer(taskId),
      headers: s1.auth,
      payload: { studentId: s1.userId, order: Array.from({ length: 51 }, () => 'x') },
    });
    expect(kind.statusCode).toBe(400);
    for (const url of [`${ApiPaths.lessonTasks(1)}?studentId=1e309`, `${ApiPaths.lessonTasks(1)}?studentId=99999999999`, ApiPaths.answer(0)]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: s1.auth });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
  });
});
