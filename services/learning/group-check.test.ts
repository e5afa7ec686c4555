import type { BulkTaskStatusDto, GroupStudentDto, OrgGroupDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface LessonItem { id: number; tasks: { id: number; taskType: string }[] }

jest.setTimeout(30_000);

/** The teacher's group grid: own groups, group students and bulk statuses, refused to others. */
describe('learning: group check grid', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s2: Session, teacher: Session, teacher2: Session, author: Session;
  let groupId: number;
  let lesson: LessonItem;

  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (who: Session, url: string) => ctx.app.inject({ method: 'POST', url, headers: who.auth });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s2, teacher, teacher2, author] = await Promise.all(
      (['student1', 'student2', 'teacher', 'teacher2', 'author'] as const).map((l) => loginAs(ctx.app, l)),
    );
    const groups = dataOf<OrgGroupDto[]>(await get(teacher, '/api/group'));
    const python = groups.find((g) => g.title.startsWith('Python'))!;
    groupId = python.id;
    lesson = dataOf<LessonItem[]>(await get(teacher, `/api/course/${python.courseId}/lesson`))[1];
  }, 60_000);
  afterAll(() => ctx.close());

  it('lists only the teacher’s own groups; authors see all; students none', async () => {
    const own = dataOf<OrgGroupDto[]>(await get(teacher, '/api/group'));
    expect(own.map((g) => g.title)).toEqual(['Python, группа ПН-СР 17:00', 'Веб, группа СБ 11:30', 'Веб, прошлогодняя группа']);
    const other = dataOf<OrgGroupDto[]>(await get(teacher2, '/api/group'));
    expect(other.map((g) => g.title)).toEqual(['Веб, группа ВТ 18:00 (Тверская)']);
    expect(dataOf<unknown[]>(await get(author, '/api/group')).length).toBe(4);
    expect((await get(s1, '/api/group')).statusCode).toBe(403);
  });

  it('gives the teacher the students and the students × tasks statuses of the group', async () => {
    // Student 2 skips the quiz and the typing task and sends the third task to check.
    for (const t of lesson.tasks.slice(0, 2)) expect((await post(s2, `/api/course/lesson/${lesson.id}/task/${t.id}/status?action=Skip`)).statusCode).toBe(200);
    expect((await post(s2, `/api/course/lesson/${lesson.id}/task/${lesson.tasks[2].id}/status?action=ManualCheck`)).statusCode).toBe(200);

    const students = await get(teacher, `/api/Group/${groupId}/students?lessonId=${lesson.id}`);
    expect(students.statusCode).toBe(200);
    expect(dataOf<GroupStudentDto[]>(students).map((s) => s.title)).toEqual(['Маша Иванова', 'Петя Смирнов', 'Лена Козлова']);
    const bulk = await get(teacher, `/api/bulk/course/lesson/task/status?lesson_id=${lesson.id}&group_id=${groupId}`);
    expect(bulk.statusCode).toBe(200);
    const rows = dataOf<BulkTaskStatusDto[]>(bulk);
    expect(rows).toHaveLength(3 * lesson.tasks.length);
    expect(rows.filter((r) => r.solveStatus === 'ManualCheck')).toEqual([
      expect.objectContaining({ lessonTaskId: lesson.tasks[2].id, studentId: s2.userId, solveStatus: 'ManualCheck' }),
    ]);
  });

  it('refuses the grid to a teacher of another group and to students', async () => {
    for (const who of [teacher2, s1]) {
      expect((await get(who, `/api/Group/${groupId}/students?lessonId=${lesson.id}`)).statusCode).toBe(403);
      expect((await get(who, `/api/bulk/course/lesson/task/status?lesson_id=${lesson.id}&group_id=${groupId}`)).statusCode).toBe(403);
    }
    // A teacher of another group cannot read one of these students either.
    expect((await get(teacher2, `/api/bulk/course/lesson/task/status?lesson_id=${lesson.id}&student_id=${s2.userId}`)).statusCode).toBe(403);
  });
});
