import { AuthorPaths, TeacherPaths, type AuthorBuilderCourseDto, type AuthorGroupDto, type CourseExportDto, type SessionDto, type TheoryDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { User } from '../auth/entities';
import { hashPassword } from '../auth/password';
import { TaskText } from './task-entities';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Who = { auth: Record<string, string> };

jest.setTimeout(60_000);

/** Issue 26: authors build their own courses; students see only published lessons. */
describe('learning: the course builder', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let author: Session, student: Session, teacher: Session, other: Who;

  const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: who.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const data = async <T>(who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<T> => {
    const res = await call(who, method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return dataOf<T>(res);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    [author, student, teacher] = await Promise.all((['author', 'student1', 'teacher'] as const).map((l) => loginAs(ctx.app, l)));
    // A second author who authors nothing yet.
    const em = ctx.app.em();
    em.create(User, { login: 'author2', passwordHash: await hashPassword('author2pass'), role: 'course_author', createdAt: new Date() });
    await em.flush();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'author2', password: 'author2pass' } });
    other = { auth: { authorization: `Bearer ${dataOf<SessionDto>(res).token}` } };
  }, 90_000);
  afterAll(() => ctx.close());

  it('builds a course: create, lessons, tasks of every kind, reorder, move, duplicate, publish; students see only published lessons', async () => {
    const course = await data<AuthorBuilderCourseDto>(author, 'POST', AuthorPaths.courses, { title: 'Роботы', logoUrl: null });
    expect(course).toEqual(expect.objectContaining({ title: 'Роботы', archived: false, lessons: [] }));
    const l1 = await data<{ id: number; published: boolean }>(author, 'POST', AuthorPaths.courseLessons(course.id), { title: 'Первый урок' });
    const l2 = await data<{ id: number }>(author, 'POST', AuthorPaths.courseLessons(course.id), { title: 'Второй урок' });
    expect(l1.published).toBe(false);
    const quiz = await data<{ id: number }>(author, 'POST', TeacherPaths.authorLessonTasks(l1.id), { taskType: 'Quiz', taskName: 'Викторина' });
    const text = await data<{ id: number }>(author, 'POST', TeacherPaths.authorLessonTasks(l1.id), { taskType: 'PlainText', taskName: 'Ответ' });
    // Windows written on /edit (by its own route) travel with duplicate and export.
    const save = await call(author, 'POST', `/api/course/lesson/${l1.id}/task/${quiz.id}`, {
      taskText: [{ windowId: 1, text: '<p>Выбери</p>' }],
      quiz: { question: 'Сколько?', answers: [{ text: '1', isCorrect: false }, { text: '2', isCorrect: true }] },
      webResource: [],
    });
    expect(save.statusCode).toBe(200);

    await data(author, 'POST', AuthorPaths.lesson(l1.id), { theory: '<h2>Теория</h2>', resources: [{ name: 'Слайды', url: 'https://example.org/s.pdf', resourceType: 'Presentation' }] });
    expect(await data(author, 'GET', AuthorPaths.lesson(l1.id))).toEqual(
      expect.objectContaining({ theory: '<h2>Теория</h2>', resources: [{ name: 'Слайды', url: 'https://example.org/s.pdf', resourceType: 'Presentation' }] }),
    );

    const copy = await data<{ id: number; taskName: string }>(author, 'POST', AuthorPaths.taskDuplicate(quiz.id));
    expect(copy.taskName).toBe('Викторина (копия)');
    expect((await ctx.app.em().find(TaskText, { task: copy.id })).map((t) => t.text)).toEqual(['<p>Выбери</p>']);
    await data(author, 'POST', AuthorPaths.task(copy.id), { lessonId: l2.id, taskName: 'Викторина 2' });
    await data(author, 'POST', TeacherPaths.authorTaskOrder(l1.id), { taskIds: [text.id, quiz.id] });
    await data(author, 'POST', AuthorPaths.lessonOrder(course.id), { lessonIds: [l2.id, l1.id] });
    let now = (await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses)).find((c) => c.id === course.id)!;
    expect(now.lessons.map((l) => [l.title, l.tasks.map((t) => t.taskName)])).toEqual([
      ['Второй урок', ['Викторина 2']],
      ['Первый урок', ['Ответ', 'Викторина']],
    ]);

    // A trial group: the student joins; only the published lesson shows, a draft answers 404.
    await data(author, 'POST', AuthorPaths.lesson(l1.id), { published: true });
    expect(await data(author, 'POST', AuthorPaths.courseGroup(course.id), { title: 'Пробная', studentLogins: ['student1'] })).toEqual(
      expect.objectContaining({ studentCount: 1 }),
    );
    const seen = await data<{ id: number }[]>(student, 'GET', `/api/course/${course.id}/lesson`);
    expect(seen.map((l) => l.id)).toEqual([l1.id]);
    expect((await call(student, 'GET', `/api/course/lesson/${l2.id}/task`)).statusCode).toBe(404);
    expect((await call(student, 'GET', `/api/course/lesson/${l2.id}/theory`)).statusCode).toBe(404);
    expect((await call(student, 'GET', `/api/course/lesson/${l2.id}/task/${copy.id}`)).statusCode).toBe(404);
    expect(dataOf<TheoryDto>(await call(student, 'GET', `/api/course/lesson/${l1.id}/theory`)).text).toBe('<h2>Теория</h2>');
    const groups = await data<{ course: { id: number; lessonCount: number } }[]>(student, 'GET', `/api/student/${student.userId}/group`);
    expect(groups.find((g) => g.course.id === course.id)!.course.lessonCount).toBe(1);
    // The author still sees the draft.
    expect((await data<{ id: number }[]>(author, 'GET', `/api/course/${course.id}/lesson`)).length).toBe(2);

    // Student work protects a task and its lesson from deletion: nothing is lost.
    expect((await call(student, 'POST', `/api/course/lesson/${l1.id}/task/${text.id}/status?action=Open`)).statusCode).toBe(200);
    const refused = await call(author, 'DELETE', AuthorPaths.task(text.id));
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'TASK_HAS_STUDENT_WORK']);
    expect(errorOf(await call(author, 'DELETE', AuthorPaths.lesson(l1.id))).code).toBe('LESSON_HAS_STUDENT_WORK');
    expect(await data(author, 'DELETE', AuthorPaths.lesson(l2.id))).toEqual({ deleted: 1 });

    await data(author, 'POST', AuthorPaths.course(course.id), { title: 'Роботы 2', archived: true });
    now = (await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses)).find((c) => c.id === course.id)!;
    expect([now.title, now.archived, now.lessons.length]).toEqual(['Роботы 2', true, 1]);
  });

  it('refuses students, teachers and other authors (403), and bad input with a clear JSON 400, never a 5xx', async () => {
    const [course] = await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses);
    const lesson = course.lessons[0];
    const task = lesson.tasks[0];
    const writes: [string, 'GET' | 'POST' | 'DELETE', unknown?][] = [
      [AuthorPaths.course(course.id), 'POST', { title: 'Взлом' }],
      [AuthorPaths.courseLessons(course.id), 'POST', { title: 'x' }],
      [AuthorPaths.lessonOrder(course.id), 'POST', { lessonIds: course.lessons.map((l) => l.id) }],
      [AuthorPaths.courseExport(course.id), 'GET'],
      [AuthorPaths.courseGroup(course.id), 'POST', { title: 'x', studentLogins: ['student2'] }],
      [AuthorPaths.lesson(lesson.id), 'GET'],
      [AuthorPaths.lesson(lesson.id), 'POST', { published: false }],
      [AuthorPaths.lesson(lesson.id), 'DELETE'],
      [TeacherPaths.authorLessonTasks(lesson.id), 'POST', { taskType: 'Quiz', taskName: 'x' }],
      [TeacherPaths.authorTaskOrder(lesson.id), 'POST', { taskIds: lesson.tasks.map((t) => t.id) }],
      [AuthorPaths.task(task.id), 'POST', { taskName: 'x' }],
      [AuthorPaths.taskDuplicate(task.id), 'POST'],
      [AuthorPaths.task(task.id), 'DELETE'],
      [`/api/course/lesson/${lesson.id}/task/${task.id}`, 'POST', { taskText: [], quiz: null, webResource: [] }],
    ];
    for (const [url, method, body] of writes) {
      for (const who of [student, teacher, other]) {
        const res = await call(who, method, url, body);
        expect([url, method, res.statusCode]).toEqual([url, method, 403]);
      }
    }
    // The other author sees none of it and cannot pull a task into their own course.
    expect(await data(other, 'GET', AuthorPaths.courses)).toEqual([]);
    const own = await data<AuthorBuilderCourseDto>(other, 'POST', AuthorPaths.courses, { title: 'Свой' });
    const ownLesson = await data<{ id: number }>(other, 'POST', AuthorPaths.courseLessons(own.id), { title: 'Урок' });
    expect((await call(author, 'POST', AuthorPaths.task(task.id), { lessonId: ownLesson.id })).statusCode).toBe(403);
    expect((await call(author, 'GET', AuthorPaths.courseExport(99999))).statusCode).toBe(404);

    const bad: [string, 'POST', unknown][] = [
      [AuthorPaths.courses, 'POST', { title: '   ' }],
      [AuthorPaths.courses, 'POST', { title: 'x'.repeat(201) }],
      [AuthorPaths.courses, 'POST', { title: 'x', logoUrl: 'javascript:alert(1)' }],
      [AuthorPaths.course(course.id), 'POST', {}],
      [AuthorPaths.course(course.id), 'POST', { title: 'x', isFunbox: true }],
      [AuthorPaths.lessonOrder(course.id), 'POST', { lessonIds: [lesson.id] }],
      [AuthorPaths.lesson(lesson.id), 'POST', { resources: [{ name: 'x', url: 'javascript:alert(1)', resourceType: 'Presentation' }] }],
      [AuthorPaths.lesson(lesson.id), 'POST', { theory: 'x'.repeat(200_001) }],
      [AuthorPaths.task(task.id), 'POST', { lessonId: 'abc' }],
      [AuthorPaths.courseGroup(course.id), 'POST', { title: 'x', studentLogins: ['nobody', 'teacher'] }],
      [AuthorPaths.courseImport, 'POST', { format: 'school-course', version: 2 }],
    ];
    for (const [url, method, body] of bad) {
      const res = await call(author, method, url, body);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(typeof errorOf(res).message).toBe('string');
    }
    expect(errorOf(await call(author, 'POST', AuthorPaths.courseGroup(course.id), { title: 'x', studentLogins: ['nobody', 'teacher'] })).message).toContain('nobody, teacher');
  });

  it('exports every demo course and imports it as a new course of the importer: export → import → export is equal', async () => {
    const courses = await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses);
    const demo = courses.filter((c) => !['Роботы 2'].includes(c.title));
    expect(demo.length).toBeGreaterThanOrEqual(3);
    for (const course of demo) {
      const file = (await call(author, 'GET', AuthorPaths.courseExport(course.id))).json<CourseExportDto>();
      expect(file.format).toBe('school-course');
      expect(file.lessons.length).toBe(course.lessons.length);
      // Imported by another author: the copy is theirs, the original stays the first author's.
      const copy = await data<AuthorBuilderCourseDto>(other, 'POST', AuthorPaths.courseImport, file);
      expect(copy.id).not.toBe(course.id);
      const again = (await call(other, 'GET', AuthorPaths.courseExport(copy.id))).json<CourseExportDto>();
      expect(again).toEqual(file);
      expect((await call(author, 'GET', AuthorPaths.courseExport(copy.id))).statusCode).toBe(403);
    }
    // A file whose task group points nowhere writes nothing.
    const file = (await call(author, 'GET', AuthorPaths.courseExport(demo[0].id))).json<CourseExportDto>();
    const before = (await data<unknown[]>(other, 'GET', AuthorPaths.courses)).length;
    file.lessons[0].tasks[0].parentIndex = 499;
    const res = await call(other, 'POST', AuthorPaths.courseImport, file);
    expect([res.statusCode, errorOf(res).code]).toEqual([400, 'COURSE_FILE_INVALID']);
    expect((await data<unknown[]>(other, 'GET', AuthorPaths.courses)).length).toBe(before);
  });
  it('orders the author’s own course list; a list that misses or adds a course is refused in Russian', async () => {
    const before = (await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses)).map((c) => c.id);
    const created = await data<AuthorBuilderCourseDto>(author, 'POST', AuthorPaths.courses, { title: 'Новый в конце' });
    const ids = (await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses)).map((c) => c.id);
    expect(ids).toEqual([...before, created.id]);
    const wanted = [created.id, ...before.reverse()];
    const reordered = await data<AuthorBuilderCourseDto[]>(author, 'POST', AuthorPaths.courseOrder, { courseIds: wanted });
    expect(reordered.map((c) => c.id)).toEqual(wanted);
    expect((await data<AuthorBuilderCourseDto[]>(author, 'GET', AuthorPaths.courses)).map((c) => c.id)).toEqual(wanted);
    for (const courseIds of [wanted.slice(1), [...wanted, 99_999]]) {
      const res = await call(author, 'POST', AuthorPaths.courseOrder, { courseIds });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ code: 'COURSE_ORDER_MISMATCH', message: 'Порядок должен перечислять все ваши курсы ровно по одному разу.' }));
    }
    // Another author's list is theirs: naming this author's courses is a mismatch there.
    expect((await call(other, 'POST', AuthorPaths.courseOrder, { courseIds: wanted })).statusCode).toBe(400);
    expect((await call(teacher, 'POST', AuthorPaths.courseOrder, { courseIds: wanted })).statusCode).toBe(403);
  });

  it('edits the meeting link and timetable of the course’s groups, checked with Russian errors, for its authors only', async () => {
    const course = await data<AuthorBuilderCourseDto>(author, 'POST', AuthorPaths.courses, { title: 'Расписание' });
    const group = await data<{ id: number }>(author, 'POST', AuthorPaths.courseGroup(course.id), { title: 'Вечерняя', studentLogins: ['student1'] });
    const [listed] = await data<AuthorGroupDto[]>(author, 'GET', AuthorPaths.courseGroups(course.id));
    expect(listed).toEqual(expect.objectContaining({ id: group.id, title: 'Вечерняя', studentCount: 1, webMeetingUrl: null, schedules: [] }));
    const edited = await data<AuthorGroupDto>(author, 'POST', AuthorPaths.group(group.id), {
      webMeetingUrl: ' https://meet.example.org/robots ',
      schedules: [{ weekDay: 3, hour: 15, minute: 30 }, { weekDay: 1, hour: 14, minute: 0 }],
    });
    expect(edited).toEqual(expect.objectContaining({ webMeetingUrl: 'https://meet.example.org/robots', schedules: [{ weekDay: 1, hour: 14, minute: 0 }, { weekDay: 3, hour: 15, minute: 30 }] }));
    // The student's course card reads the same link and timetable.
    const enrolments = (await data<{ course: { id: number }; webMeetingUrl: string | null; schedules: { weekDay: number }[] }[]>(student, 'GET', `/api/student/${student.userId}/group`)).find((e) => e.course.id === course.id);
    expect(enrolments).toEqual(expect.objectContaining({ webMeetingUrl: 'https://meet.example.org/robots', schedules: [expect.objectContaining({ weekDay: 1 }), expect.objectContaining({ weekDay: 3 })] }));

    const refused: [object, string][] = [
      [{ webMeetingUrl: 'javascript:alert(1)' }, 'Ссылка на онлайн-урок должна начинаться с http:// или https://.'],
      [{ schedules: [{ weekDay: 7, hour: 10, minute: 0 }] }, 'Время занятия указано неверно: день недели от 0 (воскресенье) до 6, часы от 0 до 23, минуты от 0 до 59.'],
      [{ schedules: [{ weekDay: 1, hour: 24, minute: 0 }] }, 'Время занятия указано неверно: день недели от 0 (воскресенье) до 6, часы от 0 до 23, минуты от 0 до 59.'],
      [{ schedules: [{ weekDay: 1, hour: 9, minute: 0 }, { weekDay: 1, hour: 9, minute: 0 }] }, 'Одно и то же время занятия указано дважды.'],
    ];
    for (const [body, message] of refused) {
      const res = await call(author, 'POST', AuthorPaths.group(group.id), body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    expect((await call(author, 'POST', AuthorPaths.group(group.id), {})).statusCode).toBe(400);
    // Nothing changed by the refused calls; clearing the link is allowed.
    expect((await data<AuthorGroupDto>(author, 'POST', AuthorPaths.group(group.id), { webMeetingUrl: '' })).webMeetingUrl).toBeNull();
    expect((await data<AuthorGroupDto[]>(author, 'GET', AuthorPaths.courseGroups(course.id)))[0].schedules).toHaveLength(2);

    // Another author, a teacher, a student: refused; an unknown group: 404.
    expect((await call(other, 'POST', AuthorPaths.group(group.id), { webMeetingUrl: null })).statusCode).toBe(403);
    expect((await call(other, 'GET', AuthorPaths.courseGroups(course.id))).statusCode).toBe(403);
    expect((await call(teacher, 'POST', AuthorPaths.group(group.id), { webMeetingUrl: null })).statusCode).toBe(403);
    expect((await call(student, 'GET', AuthorPaths.courseGroups(course.id))).statusCode).toBe(403);
    expect((await call(author, 'POST', AuthorPaths.group(99_999_999), { webMeetingUrl: null })).statusCode).toBe(404);
  });
});
