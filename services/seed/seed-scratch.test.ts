import { ApiPaths, type CourseDto, type LessonWithTasksDto, type WebResourceDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { SCRATCH_STARTER_NAME, SCRATCH_TASK_NAME } from './seed-scratch';

/** The seeded Scratch task opens with a real starter project the student may download. */
describe('seeded Scratch task', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists starter.sb3 among its files; the student downloads it: green flag, then the cat speaks', async () => {
    const student = await loginAs(ctx.app, 'student1');
    const courses = dataOf<CourseDto[]>(await ctx.app.inject({ method: 'GET', url: '/api/course', headers: student.auth }));
    let found: { lessonId: number; taskId: number } | null = null;
    for (const course of courses) {
      const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: `/api/course/${course.id}/lesson`, headers: student.auth }));
      for (const lesson of lessons) {
        const task = lesson.tasks.find((t) => t.taskName === SCRATCH_TASK_NAME);
        if (task) found = { lessonId: lesson.id, taskId: task.id };
      }
    }
    expect(found).not.toBeNull();
    const files = dataOf<WebResourceDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.taskFiles(found!.lessonId, found!.taskId), headers: student.auth }));
    const starter = files.find((f) => f.name === SCRATCH_STARTER_NAME);
    expect(starter?.url).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);

    const download = await ctx.app.inject({ method: 'GET', url: starter!.url, headers: student.auth });
    expect(download.statusCode).toBe(200);
    // A stored (uncompressed) zip: the project's JSON is readable in the bytes.
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const text = bytes.toString('utf8');
    expect(text).toContain('project.json');
    expect(text).toContain('"opcode":"event_whenflagclicked","next":"say"');
    expect(text).toContain('"opcode":"looks_sayforsecs"');
  }, 60_000);
});
