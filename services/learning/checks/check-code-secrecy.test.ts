import { TaskType, WindowId, type TaskListItemDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../../test/test-app';
import { dataOf } from '../../test/body';
import { Task } from '../entities';
import { TaskText } from '../task-entities';

type Session = Awaited<ReturnType<typeof loginAs>>;

/**
 * Issue 19 item 13: the check code of Python and JS tasks (windows 3 and 7) never reaches a
 * student, through any student-facing route. The GET routes come from the declared route table
 * (every route whose parameters a task names), plus the calls that run the check.
 */
describe('Python and JS check code stays on the server', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let students: Session[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    students = await Promise.all((['student1', 'student2', 'student3'] as const).map((l) => loginAs(ctx.app, l)));
  }, 60_000);
  afterAll(() => ctx.close());

  /** Pieces of a check that are code, not the author's message: each line up to its first string literal. */
  const needlesOf = (check: string) =>
    check
      .split('\n')
      .map((line) => line.split(/["'`]/)[0].trim())
      .filter((piece) => piece.length >= 12);

  it('no GET route a task names, no answer save and no server check answers windows 3 or 7 to a student', async () => {
    const em = ctx.app.em();
    const checks = await em.find(
      TaskText,
      { windowId: { $in: [WindowId.pythonCheck, WindowId.jsCheck] }, task: { taskType: { $in: [TaskType.Python, TaskType.JS] } } },
      { populate: ['task', 'task.lesson'] },
    );
    expect(checks.length).toBeGreaterThanOrEqual(4);
    const needles = [...new Set(checks.flatMap((c) => needlesOf(c.text)))];
    expect(needles.length).toBeGreaterThanOrEqual(4);

    const routes = ctx.app.accessTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && (r.url.match(/:(\w+)/g) ?? []).every((p) => [':lessonId', ':taskId', ':courseId', ':id', ':userId', ':studentId'].includes(p)) && /:(lessonId|taskId|courseId|id)\b/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);

    let answered = 0;
    let tried = 0;
    const leaks: string[] = [];
    const inspect = (what: string, body: string) => {
      tried++;
      for (const n of needles) if (body.includes(n)) leaks.push(`${what}: ${n}`);
    };
    for (const s of students) {
      for (const c of checks) {
        const task = await em.findOneOrFail(Task, { id: c.task.id }, { populate: ['lesson', 'lesson.course'] });
        const lessonId = task.lesson.id;
        const courseId = task.lesson.course.id;
        // Reach the task: skip the tasks before it (a refusal is fine: the reads still run).
        const list = await ctx.app.inject({ method: 'GET', url: `/api/course/lesson/${lessonId}/task`, headers: s.auth });
        for (const t of list.statusCode === 200 ? dataOf<TaskListItemDto[]>(list) : []) {
          if (t.id === task.id) break;
          await ctx.app.inject({ method: 'POST', url: `/api/course/lesson/${lessonId}/task/${t.id}/status?action=Skip`, headers: s.auth });
        }
        await ctx.app.inject({ method: 'POST', url: `/api/course/lesson/${lessonId}/task/${task.id}/status?action=Open`, headers: s.auth });
        // A wrong answer saved, then the server check: its verdict must not quote the check.
        const codeWindow = task.taskType === TaskType.Python ? WindowId.pythonCode : WindowId.jsCode;
        const save = await ctx.app.inject({
          method: 'POST',
          url: `/api/course/lesson/task/${task.id}/answer`,
          headers: s.auth,
          payload: { studentId: s.userId, revision: 1, answer: [{ windowId: codeWindow, answerText: 'print(1)\nconsole.log(1)\nraise Exception()' }] },
        });
        inspect(`save ${task.id}`, save.body);
        const verdict = await ctx.app.inject({ method: 'POST', url: `/api/course/lesson/${lessonId}/task/${task.id}/status?action=Autocheck`, headers: s.auth });
        inspect(`autocheck ${task.id}`, verdict.body);
        for (const r of routes) {
          const url = r.url
            .replace(':lessonId', String(lessonId))
            .replace(':taskId', String(task.id))
            .replace(':courseId', String(courseId))
            .replace(':id', String(task.id))
            .replace(/:(userId|studentId)/, String(s.userId));
          const res = await ctx.app.inject({ method: 'GET', url, headers: s.auth });
          if (res.statusCode === 200) answered++;
          inspect(`GET ${url} as ${s.userId}`, res.body);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The needles do find the check where it belongs: the author's view of the task.
    const author = await loginAs(ctx.app, 'author');
    const first = await em.findOneOrFail(Task, { id: checks[0].task.id }, { populate: ['lesson'] });
    const authored = await ctx.app.inject({ method: 'GET', url: `/api/course/lesson/${first.lesson.id}/task/${first.id}`, headers: author.auth });
    expect(needlesOf(checks[0].text).some((n) => authored.body.includes(n))).toBe(true);
    console.log(`check code secrecy: ${checks.length} checks x ${students.length} students, ${routes.length} GET routes; ${tried} answers inspected, ${answered} GETs answered 200, 0 leaks`);
    // The reads really happened: most routes answered the students' tasks.
    expect(answered).toBeGreaterThan(students.length * checks.length);
    expect(tried).toBeGreaterThan(answered);
  }, 120_000);
});
