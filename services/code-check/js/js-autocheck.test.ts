import type { CourseDto, LessonWithTasksDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../../test/test-app';
import { dataOf, errorOf } from '../../test/body';
import { WEB_PRACTICE_MODULE_TITLE } from '../../seed/seed-web';

type LessonItem = LessonWithTasksDto;

/** Status Autocheck on JS and Frontend tasks: the server re-runs the stored answer in QuickJS. */
describe('JS and Frontend autocheck on the server', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('records Solved only for an answer that passes, and refuses a forged claim with the reason', async () => {
    // The group's teacher acts for the student (the practice lessons are not open to her yet by progress).
    const teacher = await loginAs(ctx.app, 'teacher');
    const student = await loginAs(ctx.app, 'student1');
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: teacher.auth, ...(payload ? { payload } : {}) });
    const courses = dataOf<CourseDto[]>(await inject('GET', '/api/course'));
    const web = courses.find((c) => c.title.startsWith('Веб-разработка'))!;
    const lessons = dataOf<LessonItem[]>(await inject('GET', `/api/course/${web.id}/lesson`));
    const tasks = lessons.flatMap((l) => l.tasks.map((t) => ({ ...t, lessonId: l.id })));
    expect(WEB_PRACTICE_MODULE_TITLE).toBeTruthy();

    const save = (taskId: number, answer: { windowId: number; answerText: string }[], revision: number, autoCheckPassed = false) =>
      inject('POST', `/api/course/lesson/task/${taskId}/answer`, {
        studentId: student.userId,
        autoCheckPassed,
        lessonTaskId: taskId,
        answer,
        projectId: null,
        resources: [],
        action: 'Save',
        revision,
      });
    const autocheck = (lessonId: number, taskId: number) =>
      inject('POST', `/api/course/lesson/${lessonId}/task/${taskId}/status?action=Autocheck&studentId=${student.userId}`);

    const js = tasks.find((t) => t.taskName === 'Наибольшее из трёх')!;
    const wrong = 'function max3(a, b, c) { return a; }\nconsole.log(7);';
    const claimed = await save(js.id, [{ windowId: 4, answerText: wrong }], 1, true);
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toMatchObject({ code: 'CHECK_FAILED' });
    expect((await save(js.id, [{ windowId: 4, answerText: wrong }], 1)).statusCode).toBe(200);
    const refused = await autocheck(js.lessonId, js.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CHECK_FAILED', message: 'max3(1, 2, 3) должно вернуть 3' });
    const right = 'function max3(a, b, c) { return Math.max(a, b, c); }\nconsole.log(max3(3, 7, 5));';
    expect((await save(js.id, [{ windowId: 4, answerText: right }], 2)).statusCode).toBe(200);
    const solved = await autocheck(js.lessonId, js.id);
    expect(solved.statusCode).toBe(200);
    expect(dataOf(solved)).toMatchObject({ solveStatus: 'Solved' });

    const page = tasks.find((t) => t.taskName === 'Кнопка-приветствие')!;
    const html = '<button id="hello">Поздороваться</button>\n<p id="message">Нажми на кнопку</p>';
    expect((await save(page.id, [{ windowId: 5, answerText: html }], 1)).statusCode).toBe(200);
    const pageRefused = await autocheck(page.lessonId, page.id);
    expect(pageRefused.statusCode).toBe(400);
    expect(errorOf(pageRefused).message).toBe('После нажатия на #hello: текст элемента #message должен быть «Привет, мир!», а сейчас «Нажми на кнопку».');
    const script = 'document.getElementById("hello").onclick = () => { document.getElementById("message").textContent = "Привет, мир!"; };';
    expect((await save(page.id, [{ windowId: 5, answerText: html }, { windowId: 4, answerText: script }], 2)).statusCode).toBe(200);
    const pageSolved = await autocheck(page.lessonId, page.id);
    expect(pageSolved.statusCode).toBe(200);
    expect(dataOf(pageSolved)).toMatchObject({ solveStatus: 'Solved' });
  });
});
