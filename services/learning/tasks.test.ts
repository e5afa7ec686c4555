import type {
  BulkTaskStatusDto,
  CityDto,
  CourseDto,
  FunboxCourseDto,
  GroupStudentDto,
  LessonResourceDto,
  LessonWithTasksDto,
  OrgGroupDto,
  TaskAnswerDto,
  TaskDto,
  TaskEventDto,
  TaskListItemDto,
  TaskStatusResultDto,
  TheoryDto,
  VenueDto,
} from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';

type Session = Awaited<ReturnType<typeof loginAs>>;
type ListItem = TaskListItemDto;
type LessonItem = LessonWithTasksDto;

jest.setTimeout(20_000);

describe('learning: courses, tasks, statuses and answers', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s2: Session, s3: Session, teacher: Session, teacher2: Session, author: Session;
  let pythonId: number, webId: number, funboxId: number;
  let lessons: LessonItem[];

  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (who: Session, url: string, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const status = (who: Session, lessonId: number, taskId: number, action: string, studentId?: number) =>
    post(who, `/api/course/lesson/${lessonId}/task/${taskId}/status?action=${action}${studentId ? `&studentId=${studentId}` : ''}`);
  const save = (who: Session, taskId: number, studentId: number, text: string, revision: number) =>
    post(who, `/api/course/lesson/task/${taskId}/answer`, {
      studentId,
      autoCheckPassed: false,
      lessonTaskId: taskId,
      answer: [{ windowId: 1, answerText: text }],
      projectId: null,
      resources: [],
      action: 'Save',
      revision,
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s2, s3, teacher, teacher2, author] = await Promise.all(
      (['student1', 'student2', 'student3', 'teacher', 'teacher2', 'author'] as const).map((l) => loginAs(ctx.app, l)),
    );
    const courses = dataOf<CourseDto[]>(await get(s1, '/api/course'));
    pythonId = courses.find((c) => c.title.startsWith('Python'))!.id;
    webId = courses.find((c) => c.title.startsWith('Веб'))!.id;
    funboxId = courses.find((c) => c.isFunbox)!.id;
    lessons = dataOf<LessonItem[]>(await get(s1, `/api/course/${pythonId}/lesson`));
  }, 60_000);
  afterAll(() => ctx.close());

  it('lists the enrolled and Funbox courses, and the lessons with statuses and locks', async () => {
    // Six Python lessons, then the five of the module 'Блочные игры' (and whatever content the seed adds after them).
    expect(lessons.length).toBeGreaterThanOrEqual(11);
    expect(lessons[0].tasks.every((t) => t.solveStatus === 'Solved' && !t.locked)).toBe(true);
    const second = lessons[1].tasks;
    expect(second[0]).toMatchObject({ taskType: 'Quiz', solveStatus: 'Nothing', locked: false });
    expect(second.slice(1).every((t) => t.locked)).toBe(true);
    const staffView = dataOf<LessonItem[]>(await get(teacher, `/api/course/${pythonId}/lesson`));
    expect(staffView.flatMap((l) => l.tasks).some((t) => t.locked)).toBe(false);
    const s3Courses = dataOf<CourseDto[]>(await get(s3, '/api/course'));
    expect(s3Courses.map((c) => c.id)).not.toContain(webId);
    expect((await get(s3, `/api/course/${webId}/lesson`)).statusCode).toBe(403);
    expect((await get(s1, `/api/course/${funboxId}/lesson`)).statusCode).toBe(200);
  });

  it('every task type of the spec is seeded', async () => {
    const all = dataOf<CourseDto[]>(await get(author, '/api/course'));
    const types = new Set<string>();
    for (const c of all) {
      for (const l of dataOf<LessonItem[]>(await get(author, `/api/course/${c.id}/lesson`))) l.tasks.forEach((t) => types.add(t.taskType));
    }
    const { TASK_TYPES } = await import('@school/contracts');
    expect(TASK_TYPES.filter((t) => !types.has(t))).toEqual([]);
  });

  it('serves a task without the solution and correct options to students, with them to staff', async () => {
    const quiz = lessons[1].tasks[0];
    const res = await get(s1, `/api/course/lesson/${lessons[1].id}/task/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    const task = dataOf<TaskDto>(res);
    expect(task.quiz!.question).toMatch(/имя переменной/);
    expect(task.quiz!.answers.every((a) => !('isCorrect' in a))).toBe(true);
    const plain = lessons[0].tasks.find((t) => t.taskType === 'Python')!;
    const forStudent = dataOf<TaskDto>(await get(s1, `/api/course/lesson/${lessons[0].id}/task/${plain.id}`));
    expect(forStudent.taskText.some((w) => w.windowId === 17)).toBe(false);
    const forAuthor = dataOf<TaskDto>(await get(author, `/api/course/lesson/${lessons[0].id}/task/${plain.id}`));
    expect(forAuthor.taskText.some((w) => w.windowId === 17)).toBe(true);
    const staffQuiz = dataOf<TaskDto>(await get(teacher, `/api/course/lesson/${lessons[1].id}/task/${quiz.id}`));
    expect(staffQuiz.quiz!.answers.some((a) => a.isCorrect)).toBe(true);
    expect((await get(s1, `/api/course/lesson/${lessons[0].id}/task/${quiz.id}`)).statusCode).toBe(404);
  });

  it('refuses a locked task to the student (read, answer, status) but not to staff', async () => {
    const locked = lessons[1].tasks[3];
    const base = `/api/course/lesson/${lessons[1].id}/task/${locked.id}`;
    const read = await get(s3, base);
    expect(read.statusCode).toBe(403);
    expect(errorOf(read).code).toBe('TASK_LOCKED');
    expect((await status(s3, lessons[1].id, locked.id, 'Open')).statusCode).toBe(403);
    expect((await save(s3, locked.id, s3.userId, 'x', 1)).statusCode).toBe(403);
    expect((await get(s3, `/api/course/lesson/task/${locked.id}/answer`)).statusCode).toBe(403);
    expect((await get(teacher, `${base}?studentId=${s3.userId}`)).statusCode).toBe(200);
  });

  it('checks a quiz on the server: wrong keeps it open, right solves it and opens the next task', async () => {
    const lesson = lessons[1];
    const quiz = lesson.tasks[0];
    const staffQuiz = dataOf<TaskDto>(await get(author, `/api/course/lesson/${lesson.id}/task/${quiz.id}`));
    const right = staffQuiz.quiz!.answers.find((a) => a.isCorrect)!.id;
    const wrong = staffQuiz.quiz!.answers.find((a) => !a.isCorrect)!.id;
    expect(dataOf<TaskStatusResultDto>(await status(s2, lesson.id, quiz.id, 'Open')).solveStatus).toBe('Open');
    expect((await status(s2, lesson.id, quiz.id, 'Autocheck')).statusCode).toBe(400);
    const bad = await post(s2, `/api/course/lesson/task/${quiz.id}/answer/quiz`, [{ studentId: s2.userId, answerId: wrong }]);
    expect(dataOf(bad)).toEqual({ correct: false, solveStatus: 'Open' });
    const foreign = await post(s2, `/api/course/lesson/task/${quiz.id}/answer/quiz`, [{ studentId: s1.userId, answerId: right }]);
    expect(foreign.statusCode).toBe(403);
    const good = await post(s2, `/api/course/lesson/task/${quiz.id}/answer/quiz`, [{ studentId: s2.userId, answerId: right }]);
    expect(dataOf(good)).toEqual({ correct: true, solveStatus: 'Solved' });
    const again = await post(s2, `/api/course/lesson/task/${quiz.id}/answer/quiz`, [{ studentId: s2.userId, answerId: right }]);
    expect(again.statusCode).toBe(409);
    const list = dataOf<ListItem[]>(await get(s2, `/api/course/lesson/${lesson.id}/task`));
    expect(list[1].locked).toBe(false);
    expect(list[2].locked).toBe(true);
    const notQuiz = await post(s2, `/api/course/lesson/task/${list[1].id}/answer/quiz`, [{ studentId: s2.userId, answerId: right }]);
    expect(notQuiz.statusCode).toBe(400);
  });

  it('skips a task, logs the event and opens the next one; a skipped or solved task cannot be skipped again', async () => {
    const lesson = lessons[1];
    const typing = lesson.tasks[1];
    const res = await status(s2, lesson.id, typing.id, 'Skip');
    expect(dataOf(res)).toMatchObject({ solveStatus: 'Skipped', statusCode: 4 });
    const list = dataOf<ListItem[]>(await get(s2, `/api/course/lesson/${lesson.id}/task`));
    expect(list[2].locked).toBe(false);
    expect((await status(s2, lesson.id, lesson.tasks[0].id, 'Skip')).statusCode).toBe(409);
    const events = dataOf<TaskEventDto[]>(await get(teacher, `/api/course/lesson/${lesson.id}/task/${typing.id}/events?studentId=${s2.userId}`));
    expect(events).toEqual([expect.objectContaining({ action: 'Skip', studentId: s2.userId, actorId: s2.userId })]);
  });

  it('saves answers by revision: a late older save never overwrites a newer one; others cannot read them', async () => {
    const task = lessons[1].tasks[2];
    const newer = await save(s2, task.id, s2.userId, 'новый ответ', 2000);
    expect(dataOf(newer)).toMatchObject({ applied: true, revision: 2000, solveStatus: 'Open' });
    const older = await save(s2, task.id, s2.userId, 'старый ответ', 1000);
    expect(dataOf(older)).toMatchObject({ applied: false, revision: 2000 });
    const read = dataOf<TaskAnswerDto>(await get(s2, `/api/course/lesson/task/${task.id}/answer`));
    expect(read.answer).toEqual([{ windowId: 1, answerText: 'новый ответ' }]);
    expect((await get(s1, `/api/course/lesson/task/${task.id}/answer?studentId=${s2.userId}`)).statusCode).toBe(403);
    expect((await save(s1, task.id, s2.userId, 'чужой', 3000)).statusCode).toBe(403);
    expect((await get(teacher2, `/api/course/lesson/task/${task.id}/answer?studentId=${s2.userId}`)).statusCode).toBe(403);
    const byTeacher = await get(teacher, `/api/course/lesson/task/${task.id}/answer?studentId=${s2.userId}`);
    expect(dataOf<TaskAnswerDto>(byTeacher).answer[0].answerText).toBe('новый ответ');
    const mismatch = await post(s2, `/api/course/lesson/task/${task.id}/answer`, {
      studentId: s2.userId, autoCheckPassed: false, lessonTaskId: task.id + 1, answer: [], action: 'Save', revision: 5, projectId: null, resources: [],
    });
    expect(mismatch.statusCode).toBe(400);
    const invalid = await post(s2, `/api/course/lesson/task/${task.id}/answer`, { studentId: s2.userId });
    expect(invalid.statusCode).toBe(400);
  });

  it('sends to manual check; only a teacher of the group or an author marks it', async () => {
    const lesson = lessons[1];
    const task = lesson.tasks[2];
    expect(dataOf(await status(s2, lesson.id, task.id, 'ManualCheck'))).toMatchObject({ solveStatus: 'ManualCheck', statusCode: 5 });
    expect((await save(s2, task.id, s2.userId, 'поздно', 9000)).statusCode).toBe(409);
    const self = await status(s2, lesson.id, task.id, 'MarkCorrect');
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).code).toBe('REVIEWER_ONLY');
    expect((await status(s1, lesson.id, task.id, 'MarkCorrect', s2.userId)).statusCode).toBe(403);
    expect((await status(teacher2, lesson.id, task.id, 'MarkCorrect', s2.userId)).statusCode).toBe(403);
    const bulk = dataOf<BulkTaskStatusDto[]>(await get(teacher, `/api/bulk/course/lesson/task/status?lesson_id=${lesson.id}&student_id=${s2.userId}`));
    expect(bulk.find((b) => b.lessonTaskId === task.id)!.solveStatus).toBe('ManualCheck');
    const wrong = await status(teacher, lesson.id, task.id, 'MarkWrong', s2.userId);
    expect(dataOf<TaskStatusResultDto>(wrong).solveStatus).toBe('Wrong');
    expect((await status(teacher, lesson.id, task.id, 'MarkCorrect', s2.userId)).statusCode).toBe(409);
    expect(dataOf<TaskStatusResultDto>(await status(s2, lesson.id, task.id, 'ManualCheck')).solveStatus).toBe('ManualCheck');
    const ok = await status(teacher, lesson.id, task.id, 'MarkCorrect', s2.userId);
    expect(dataOf(ok)).toMatchObject({ solveStatus: 'Solved', statusCode: 10 });
    const events = dataOf<TaskEventDto[]>(await get(s2, `/api/course/lesson/${lesson.id}/task/${task.id}/events`));
    expect(events.map((e) => e.action)).toEqual(['MarkWrong', 'MarkCorrect']);
    expect(dataOf<TaskStatusResultDto>(await status(s2, lesson.id, task.id, 'Execute')).solveStatus).toBe('Solved');
  });

  it('filters the lesson list by unsolved and on-check tasks', async () => {
    const onCheck = dataOf<LessonItem[]>(await get(s1, `/api/course/${pythonId}/lesson?status=ManualCheck`));
    expect(onCheck).toEqual([]);
    const unsolved = dataOf<LessonItem[]>(await get(s1, `/api/course/${pythonId}/lesson?status=Unsolved`));
    expect(unsolved.map((l) => l.id)).not.toContain(lessons[0].id);
    expect((await get(s1, `/api/course/${pythonId}/lesson?status=Bogus`)).statusCode).toBe(400);
  });

  it('lets an author edit a task and nobody else', async () => {
    const lesson = lessons[5];
    const task = lesson.tasks[0];
    const body = {
      taskText: [{ windowId: 1, text: 'Новое описание' }, { windowId: 17, text: 'Решение' }],
      quiz: null,
      webResource: [{ name: 'Файл', url: '/files/a', md5: 'abc' }],
    };
    expect((await post(teacher, `/api/course/lesson/${lesson.id}/task/${task.id}`, body)).statusCode).toBe(403);
    expect((await post(s1, `/api/course/lesson/${lesson.id}/task/${task.id}`, body)).statusCode).toBe(403);
    const res = await post(author, `/api/course/lesson/${lesson.id}/task/${task.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(dataOf<TaskDto>(res).taskText.map((w) => w.text)).toEqual(['Новое описание', 'Решение']);
    const files = await get(author, `/api/course/lesson/${lesson.id}/task/${task.id}/files`);
    expect(dataOf(files)).toEqual([{ name: 'Файл', url: '/files/a', md5: 'abc' }]);
  });

  it('serves theory and lesson resources', async () => {
    const theory = dataOf<TheoryDto>(await get(s1, `/api/course/lesson/${lessons[0].id}/theory`));
    expect(theory.text).toMatch(/print/);
    expect(theory.resources[0]).toMatchObject({ resourceType: 'Presentation' });
    const res = dataOf<LessonResourceDto[]>(await get(s1, `/api/course/lesson/${lessons[2].id}/resources`));
    expect(res[0].resourceType).toBe(9);
    expect((await get(s1, '/api/course/lesson/99999/theory')).statusCode).toBe(404);
  });

  it('lists group students and bulk statuses by group for the group teacher only', async () => {
    const groups = dataOf<OrgGroupDto[]>(await get(teacher, '/api/group'));
    const pythonGroup = groups.find((g) => g.courseId === pythonId)!;
    const students = dataOf<GroupStudentDto[]>(await get(teacher, `/api/Group/${pythonGroup.id}/students?lessonId=${lessons[0].id}`));
    expect(students.map((s) => s.title)).toEqual(['Маша Иванова', 'Петя Смирнов', 'Лена Козлова']);
    expect((await get(teacher2, `/api/Group/${pythonGroup.id}/students`)).statusCode).toBe(403);
    expect((await get(s1, `/api/Group/${pythonGroup.id}/students`)).statusCode).toBe(403);
    const bulk = dataOf<BulkTaskStatusDto[]>(await get(teacher, `/api/bulk/course/lesson/task/status?lesson_id=${lessons[0].id}&group_id=${pythonGroup.id}`));
    expect(bulk).toHaveLength(3 * lessons[0].tasks.length);
    expect((await get(teacher, `/api/bulk/course/lesson/task/status?lesson_id=${lessons[0].id}`)).statusCode).toBe(400);
    expect((await get(s1, `/api/bulk/course/lesson/task/status?lesson_id=${lessons[0].id}&student_id=${s2.userId}`)).statusCode).toBe(403);
  });

  it('looks up cities, venues and groups', async () => {
    const cities = dataOf<CityDto[]>(await get(s1, '/api/org/city'));
    const moscow = cities.find((c) => c.title === 'Москва')!;
    const venues = dataOf<VenueDto[]>(await get(s1, `/api/org/city/${moscow.id}/venue`));
    expect(venues).toHaveLength(1);
    // The Moscow group is teacher2's: the author sees it, the first teacher (only own groups) does not.
    const groups = dataOf<OrgGroupDto[]>(await get(author, `/api/group?cityId=${moscow.id}`));
    expect(groups).toEqual([expect.objectContaining({ venueId: venues[0].id })]);
    expect(dataOf<OrgGroupDto[]>(await get(author, `/api/group?venueId=${venues[0].id}`))).toHaveLength(1);
    expect(dataOf<OrgGroupDto[]>(await get(teacher2, `/api/group?venueId=${venues[0].id}`))).toHaveLength(1);
    expect(dataOf<OrgGroupDto[]>(await get(teacher, `/api/group?venueId=${venues[0].id}`))).toHaveLength(0);
    expect((await get(s1, '/api/group')).statusCode).toBe(403);
    expect((await get(s1, '/api/org/city/9999/venue')).statusCode).toBe(404);
  });

  it('lists Funbox courses and records their status', async () => {
    const list = dataOf<FunboxCourseDto[]>(await get(s1, `/api/student/${s1.userId}/funbox`));
    // toMatchObject on an array: as many items, each containing these fields (nested objects too).
    expect(list).toMatchObject([{ status: 'Nothing', course: { id: funboxId, lessonCount: 1 } }]);
    expect((await post(s1, `/api/student/${s1.userId}/funbox/${funboxId}/status?action=Open`)).statusCode).toBe(200);
    expect(dataOf<FunboxCourseDto[]>(await get(s1, `/api/student/${s1.userId}/funbox`))[0].status).toBe('Open');
    expect((await post(s1, `/api/student/${s2.userId}/funbox/${funboxId}/status?action=Open`)).statusCode).toBe(403);
    expect((await post(s1, `/api/student/${s1.userId}/funbox/${pythonId}/status?action=Open`)).statusCode).toBe(404);
    expect((await post(s1, `/api/student/${s1.userId}/funbox/${funboxId}/status?action=Fly`)).statusCode).toBe(400);
  });
});
