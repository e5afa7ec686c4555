import {
  TaskAction,
  TeacherPaths,
  type ActAsDto,
  type AuthorCourseDto,
  type AuthorBuilderTaskDto,
  type CityDto,
  type GroupProgressDto,
  type LessonWithTasksDto,
  type ReviewItemDto,
  type TeacherGroupDto,
} from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { TaskEvent } from './task-entities';

type Session = Awaited<ReturnType<typeof loginAs>>;
type LessonItem = LessonWithTasksDto;

jest.setTimeout(30_000);

/** The teacher's side: own groups only, live progress, review queue, acting for a student; the author's courses. */
describe('learning: teacher side', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s2: Session, teacher: Session, teacher2: Session, author: Session;
  let python: TeacherGroupDto;
  let lesson: LessonItem;

  const get = (who: { auth: Record<string, string> }, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (who: { auth: Record<string, string> }, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: who.auth, ...(payload ? { payload } : {}) });
  const bearer = (token: string) => ({ auth: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s2, teacher, teacher2, author] = await Promise.all(
      (['student1', 'student2', 'teacher', 'teacher2', 'author'] as const).map((l) => loginAs(ctx.app, l)),
    );
    const groups = dataOf<TeacherGroupDto[]>(await get(teacher, TeacherPaths.groups));
    python = groups.find((g) => g.title.startsWith('Python'))!;
    lesson = dataOf<LessonItem[]>(await get(teacher, `/api/course/${python.course.id}/lesson`))[1];
  }, 60_000);
  afterAll(() => ctx.close());

  it('shows a teacher only their own groups, with course, schedule and size; refuses students and authors', async () => {
    const own = dataOf<TeacherGroupDto[]>(await get(teacher, TeacherPaths.groups));
    expect(own.map((g) => g.title)).toEqual(['Python, группа ПН-СР 17:00', 'Веб, группа СБ 11:30', 'Веб, прошлогодняя группа']);
    expect(python).toEqual(
      expect.objectContaining({ studentCount: 3, awaitingCheck: 0, schedules: [{ weekDay: 1, hour: 14, minute: 0 }, { weekDay: 3, hour: 14, minute: 0 }] }),
    );
    const other = dataOf<TeacherGroupDto[]>(await get(teacher2, TeacherPaths.groups));
    expect(other.map((g) => [g.title, g.city?.title, g.venue?.title])).toEqual([['Веб, группа ВТ 18:00 (Тверская)', 'Москва', 'Площадка на Тверской']]);
    const kazan = dataOf<CityDto[]>(await get(teacher2, '/api/org/city')).find((c) => c.title === 'Казань')!;
    expect(dataOf(await get(teacher2, `${TeacherPaths.groups}?cityId=${kazan.id}`))).toEqual([]);
    expect((await get(s1, TeacherPaths.groups)).statusCode).toBe(403);
    expect((await get(author, TeacherPaths.groups)).statusCode).toBe(403);
  });

  it('gives the live grid of the teacher’s group and only theirs', async () => {
    await post(s2, `/api/course/lesson/${lesson.id}/task/${lesson.tasks[0].id}/status?action=Open`);
    await post(s2, `/api/course/lesson/${lesson.id}/task/${lesson.tasks[0].id}/status?action=Execute`);
    const res = await get(teacher, `${TeacherPaths.groupProgress(python.id)}?lessonId=${lesson.id}`);
    expect(res.statusCode).toBe(200);
    const grid = dataOf<GroupProgressDto>(res);
    expect(grid.students.map((s) => s.title)).toEqual(['Маша Иванова', 'Петя Смирнов', 'Лена Козлова']);
    expect(grid.tasks.map((t) => t.id)).toEqual(lesson.tasks.map((t) => t.id));
    expect(grid.cells).toContainEqual({ studentId: s2.userId, taskId: lesson.tasks[0].id, status: 'Open' });
    const petya = grid.students.find((s) => s.id === s2.userId)!;
    expect(petya).toEqual(expect.objectContaining({ failedRuns: 1, minutesOnTask: 0, stuck: false }));
    expect(petya.current).toEqual(expect.objectContaining({ taskId: lesson.tasks[0].id, status: 'Open' }));
    // The whole course: every lesson's tasks.
    const course = dataOf<GroupProgressDto>(await get(teacher, TeacherPaths.groupProgress(python.id)));
    expect(course.lessonId).toBeNull();
    expect(course.tasks.length).toBeGreaterThan(grid.tasks.length);

    for (const who of [teacher2, s1, author]) expect((await get(who, TeacherPaths.groupProgress(python.id))).statusCode).toBe(403);
    expect((await get(teacher, TeacherPaths.groupProgress(99999))).statusCode).toBe(404);
    expect((await get(teacher, `${TeacherPaths.groupProgress(python.id)}?lessonId=abc`)).statusCode).toBe(400);
  });

  it('lists work waiting for check across the teacher’s groups, oldest first; a like empties it', async () => {
    // Both skip the quiz and the typing task and send the written task (PlainText) to check, Petya first.
    const [a, b] = [lesson.tasks[2], lesson.tasks[2]];
    for (const who of [s2, s1]) {
      for (const t of lesson.tasks.slice(0, 2)) expect((await post(who, `/api/course/lesson/${lesson.id}/task/${t.id}/status?action=Skip`)).statusCode).toBe(200);
      expect((await post(who, `/api/course/lesson/${lesson.id}/task/${a.id}/status?action=ManualCheck`)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    const queue = dataOf<ReviewItemDto[]>(await get(teacher, TeacherPaths.reviewQueue));
    expect(queue.map((q) => [q.studentId, q.taskId])).toEqual([[s2.userId, a.id], [s1.userId, b.id]]);
    expect(queue[0]).toEqual(expect.objectContaining({ studentTitle: 'Петя Смирнов', groupId: python.id, lessonId: lesson.id }));
    expect(dataOf(await get(teacher2, TeacherPaths.reviewQueue))).toEqual([]);
    const groups = dataOf<TeacherGroupDto[]>(await get(teacher, TeacherPaths.groups));
    expect(groups.find((g) => g.id === python.id)!.awaitingCheck).toBe(2);

    expect((await post(teacher, `/api/course/lesson/${lesson.id}/task/${a.id}/status?action=MarkCorrect&studentId=${s2.userId}`)).statusCode).toBe(200);
    const after = dataOf<ReviewItemDto[]>(await get(teacher, TeacherPaths.reviewQueue));
    expect(after.map((q) => q.studentId)).toEqual([s1.userId]);
  });

  it('lets only a teacher of the student’s group act for them, as the student, logged with both ids', async () => {
    expect((await post(teacher2, TeacherPaths.actAs(s1.userId))).statusCode).toBe(403);
    expect((await post(s2, TeacherPaths.actAs(s1.userId))).statusCode).toBe(403);
    expect((await post(author, TeacherPaths.actAs(s1.userId))).statusCode).toBe(403);

    const res = await post(teacher, TeacherPaths.actAs(s1.userId));
    expect(res.statusCode).toBe(200);
    const acting = dataOf<ActAsDto>(res);
    expect(acting.student).toEqual({ id: s1.userId, title: 'Маша Иванова' });
    const as = bearer(acting.token);
    // The student's rules: their groups, no reviewer actions, no teacher calls.
    expect((await get(as, `/api/student/${s1.userId}/group`)).statusCode).toBe(200);
    expect((await get(as, TeacherPaths.groups)).statusCode).toBe(403);
    expect((await post(as, TeacherPaths.actAs(s2.userId))).statusCode).toBe(403);
    const task = lesson.tasks[0];
    const before = await ctx.app.em().count(TaskEvent, { student: s1.userId });
    expect((await post(as, `/api/course/lesson/${lesson.id}/task/${task.id}/status?action=Open`)).statusCode).toBe(200);
    expect((await post(as, `/api/course/lesson/${lesson.id}/task/${task.id}/status?action=Execute`)).statusCode).toBe(200);
    expect((await post(as, `/api/course/lesson/${lesson.id}/task/${task.id}/status?action=MarkCorrect`)).statusCode).toBe(403);

    // Every event of the acting session carries the student and, beside it, the teacher as the actor.
    const events = (await ctx.app.em().find(TaskEvent, { student: s1.userId }, { orderBy: { id: 'asc' } })).slice(before);
    expect(events.map((e) => [e.action, e.task.id, e.student.id, e.actor.id])).toEqual([
      [TaskAction.Open, task.id, s1.userId, teacher.userId],
      [TaskAction.Execute, task.id, s1.userId, teacher.userId],
    ]);
  });

  it('lists the author’s courses; adds a task of any type and reorders; refuses teachers and bad orders', async () => {
    expect((await get(teacher, TeacherPaths.authorCourses)).statusCode).toBe(403);
    const courses = dataOf<AuthorCourseDto[]>(await get(author, TeacherPaths.authorCourses));
    expect(courses.length).toBeGreaterThanOrEqual(3);
    const target = courses[0].lessons[0];
    const added = await post(author, TeacherPaths.authorLessonTasks(target.id), { taskType: 'Scratch', taskName: 'Новая игра' });
    expect(added.statusCode).toBe(200);
    const task = dataOf<AuthorBuilderTaskDto>(added);
    expect(task.order).toBe(target.tasks.length + 1);
    expect((await post(author, TeacherPaths.authorLessonTasks(target.id), { taskType: 'Nope', taskName: 'x' })).statusCode).toBe(400);
    expect((await post(author, TeacherPaths.authorLessonTasks(target.id), { taskType: 'Quiz', taskName: '   ' })).statusCode).toBe(400);
    expect((await post(teacher, TeacherPaths.authorLessonTasks(target.id), { taskType: 'Quiz', taskName: 'x' })).statusCode).toBe(403);

    const ids = [task.id, ...target.tasks.map((t) => t.id)];
    const reordered = await post(author, TeacherPaths.authorTaskOrder(target.id), { taskIds: ids });
    expect(reordered.statusCode).toBe(200);
    const lessonNow = dataOf<AuthorCourseDto[]>(await get(author, TeacherPaths.authorCourses))[0].lessons[0];
    expect(lessonNow.tasks.map((t) => [t.id, t.order])).toEqual(ids.map((id, i) => [id, i + 1]));
    expect(errorOf(await post(author, TeacherPaths.authorTaskOrder(target.id), { taskIds: ids.slice(1) })).code).toBe('TASK_ORDER_MISMATCH');
    // The new task opens for the author on /edit.
    expect((await get(author, `/api/course/lesson/${target.id}/task/${task.id}`)).statusCode).toBe(200);
  });
});
