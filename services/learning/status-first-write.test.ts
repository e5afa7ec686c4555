import { ApiPaths, type LessonWithTasksDto, type TaskListItemDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

jest.setTimeout(20_000);

/** The first status write of a task races with itself when a student's browser sends several at once. */
describe('parallel first status writes', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('all land as one status row, none is a 5xx', async () => {
    const s2 = await loginAs(ctx.app, 'student2');
    const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s2.auth }));
    const lesson = lessons.find((l) => l.tasks.some((t) => !t.locked && t.solveStatus === 'Nothing'))!;
    const task = lesson.tasks.find((t) => !t.locked && t.solveStatus === 'Nothing')!;
    const open = () => ctx.app.inject({ method: 'POST', url: `${ApiPaths.taskStatus(lesson.id, task.id)}?action=Open`, headers: s2.auth });
    const answers = await Promise.all(Array.from({ length: 8 }, () => open()));
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const list = dataOf<TaskListItemDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lesson.id), headers: s2.auth }));
    expect(list.find((t) => t.id === task.id)!.solveStatus).toBe('Open');
  });
});
