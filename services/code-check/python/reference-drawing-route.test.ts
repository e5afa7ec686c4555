import { ApiPaths, WindowId, type CourseDto, type LessonWithTasksDto, type TaskDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../../test/test-app';
import { dataOf } from '../../test/body';



/** What a student receives with a turtle task: the solution's picture, never the solution. */
describe('a turtle task opened by a student', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.checkService.warm();
  }, 300_000);
  afterAll(() => ctx?.close());

  async function openTask(name: string, withPicture: boolean) {
    const student = await loginAs(ctx.app, 'student1');
    const courses = dataOf<CourseDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courses, headers: student.auth }));
    for (const course of courses) {
      const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(course.id), headers: student.auth }));
      for (const lesson of lessons) {
        const index = lesson.tasks.findIndex((t) => t.taskName === name);
        if (index < 0) continue;
        // The tasks before it are skipped, as a student may, so it is open.
        for (const before of lesson.tasks.slice(0, index)) {
          await ctx.app.inject({ method: 'POST', url: `${ApiPaths.taskStatus(lesson.id, before.id)}?action=Skip`, headers: student.auth });
        }
        const url = ApiPaths.task(lesson.id, lesson.tasks[index].id);
        // The first visit starts the picture; while the check service is still loading its first
        // interpreters the page opens without it, and a later visit has it.
        for (let visit = 1; ; visit++) {
          const res = await ctx.app.inject({ method: 'GET', url, headers: student.auth });
          if (res.statusCode !== 200 || !withPicture || dataOf<TaskDto>(res).referenceDrawing || visit === 20) return res;
        }
      }
    }
    throw new Error(`no task ${name}`);
  }

  it('«Квадрат на Python» comes with the four sides of the target square and without windows 3 and 17', async () => {
    const res = await openTask('Квадрат на Python', true);
    expect(res.statusCode).toBe(200);
    const task = dataOf<TaskDto>(res);
    expect(task.taskText.map((w) => w.windowId)).not.toContain(WindowId.solution);
    expect(task.taskText.map((w) => w.windowId)).not.toContain(WindowId.pythonCheck);
    const lines = task.referenceDrawing!.filter((op) => op.t === 'line');
    expect(lines).toHaveLength(4);
    expect(res.body).not.toContain('range(4)');
  });

  it('a lesson’s task list starts its pictures: the task then opens with one and nothing runs again', async () => {
    const student = await loginAs(ctx.app, 'student1');
    const runs = jest.spyOn(ctx.app.checkService, 'pythonDrawing');
    const courses = dataOf<CourseDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courses, headers: student.auth }));
    let lesson: LessonWithTasksDto | undefined;
    for (const course of courses) {
      const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(course.id), headers: student.auth }));
      lesson ??= lessons.find((l) => l.title === 'Рисуем черепашкой');
    }
    const list = await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lesson!.id), headers: student.auth });
    expect(list.statusCode).toBe(200);
    // Both turtle tasks of the lesson are drawn in the background.
    for (let i = 0; runs.mock.calls.length < 2 && i < 100; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveBeenCalledTimes(2);
    await Promise.all(runs.mock.results.map((r): unknown => r.value));
    const star = lesson!.tasks.find((t) => t.taskName === 'Разноцветная звезда')!;
    const res = await openTask('Разноцветная звезда', false);
    expect(dataOf<TaskDto>(res).referenceDrawing!.filter((op) => op.t === 'line')).toHaveLength(5);
    expect(runs).toHaveBeenCalledTimes(2);
    expect(star.id).toBe(dataOf<TaskDto>(res).id);
    runs.mockRestore();
  });

  it('a task that prints has no picture', async () => {
    const res = await openTask('Приветствие', false);
    expect(res.statusCode).toBe(200);
    expect(dataOf<TaskDto>(res).referenceDrawing).toBeUndefined();
  });
});
