import { ApiPaths, type CourseDto, type LessonWithTasksDto } from '@school/contracts';
import { answerFilesFolder, answerFilesItem } from '@school/web-checks';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

type LessonItem = LessonWithTasksDto;

describe('Files answers: presigned upload, then downloads for the student, their teacher and authors only', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('serves an answer file to the right people and refuses everyone else', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const student = await loginAs(ctx.app, 'student1');
    const stranger = await loginAs(ctx.app, 'student3');
    const as = (who: { auth: Record<string, string> }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      ctx.app.inject({ method, url, headers: who.auth, ...(payload !== undefined ? { payload: payload as string } : {}) });

    const courses = dataOf<CourseDto[]>(await as(teacher, 'GET', '/api/course'));
    const web = courses.find((c) => c.title.startsWith('Веб-разработка'))!;
    const lessons = dataOf<LessonItem[]>(await as(teacher, 'GET', `/api/course/${web.id}/lesson`));
    const task = lessons.flatMap((l) => l.tasks).find((t) => t.taskType === 'Files')!;

    const presigned = await as(student, 'GET', `${ApiPaths.filePresigned}?folder=${answerFilesFolder(student.userId)}&originalName=${encodeURIComponent('сайт.png')}`);
    expect(presigned.statusCode).toBe(200);
    const url = new URL(presigned.body);
    const id = url.pathname.split('/').pop()!;
    const put = await ctx.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': 'image/png' }, payload: Buffer.from('png bytes') });
    expect(put.statusCode).toBe(200);

    const save = await as(teacher, 'POST', ApiPaths.answer(task.id), {
      studentId: student.userId,
      autoCheckPassed: false,
      lessonTaskId: task.id,
      answer: [answerFilesItem([{ id, name: 'сайт.png', size: 9 }])],
      projectId: null,
      resources: [],
      action: 'Save',
      revision: 1,
    });
    expect(save.statusCode).toBe(200);

    const path = `${ApiPaths.answerFile(task.id, id)}?studentId=${student.userId}`;
    const own = await as(student, 'GET', path);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('png bytes');
    expect(own.headers['content-disposition']).toContain(encodeURIComponent('сайт.png'));
    expect((await as(teacher, 'GET', path)).statusCode).toBe(200);
    expect((await as(stranger, 'GET', path)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    // The public presigned download does not serve answer folders.
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.presignedFile(id) })).statusCode).toBe(404);
    // A file id not in the student's answer is not served, even to the student.
    expect((await as(student, 'GET', `${ApiPaths.answerFile(task.id, '0123456789abcdef0123456789abcdef')}`)).statusCode).toBe(404);
    expect((await as(student, 'GET', `${ApiPaths.answerFile(task.id, 'not-an-id')}`)).statusCode).toBe(400);
  });
});
