import type { CourseDto, LessonWithTasksDto } from '@school/contracts';
import { SQUARE_SOLUTION } from '../../seed/seed-learning-content';
import { buildTestApp, loginAs } from '../../test/test-app';
import { dataOf } from '../../test/body';

type LessonItem = LessonWithTasksDto;

describe('Blockly autocheck on the server', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses a forged "passed" and records Solved only for a program that really draws the square', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const student = await loginAs(ctx.app, 'student3');
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: teacher.auth, ...(payload ? { payload } : {}) });
    const courses = dataOf<CourseDto[]>(await inject('GET', '/api/course'));
    const python = courses.find((c) => c.title.startsWith('Python'))!;
    const lessons = dataOf<LessonItem[]>(await inject('GET', `/api/course/${python.id}/lesson`));
    const lesson = lessons.find((l) => l.tasks.some((t) => t.taskType === 'Blockly'))!;
    const task = lesson.tasks.find((t) => t.taskType === 'Blockly')!;
    const saveProgram = (program: unknown, revision: number, autoCheckPassed = false) =>
      inject('POST', `/api/course/lesson/task/${task.id}/answer`, {
        studentId: student.userId,
        autoCheckPassed,
        lessonTaskId: task.id,
        answer: [{ windowId: 13, answerText: JSON.stringify(program) }],
        projectId: null,
        resources: [],
        action: 'Save',
        revision,
      });
    const autocheck = () =>
      inject('POST', `/api/course/lesson/${lesson.id}/task/${task.id}/status?action=Autocheck&studentId=${student.userId}`);

    const empty = { blocks: { languageVersion: 0, blocks: [] } };
    // An answer that claims a pass is checked too: refused, and nothing is stored.
    const claimed = await saveProgram(empty, 1, true);
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toMatchObject({ code: 'BLOCKLY_CHECK_FAILED', message: 'Черепашка ничего не нарисовала.' });
    expect((await saveProgram(empty, 1)).statusCode).toBe(200);
    const forged = await autocheck();
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'BLOCKLY_CHECK_FAILED', message: 'Черепашка ничего не нарисовала.' });

    expect((await saveProgram(SQUARE_SOLUTION, 2)).statusCode).toBe(200);
    const passed = await autocheck();
    expect(passed.statusCode).toBe(200);
    expect(dataOf(passed)).toMatchObject({ solveStatus: 'Solved' });
  });
});
