import {
  ReviewPaths,
  TaskType,
  TeacherPaths,
  WindowId,
  type CourseDto,
  type LessonWithTasksDto,
  type ProfileDto,
  type QuizResultDto,
  type ReviewNoticeDto,
  type ReviewResultDto,
  type TaskAnswerDto,
  type TaskDto,
  type TaskReviewDto,
  type TeacherGroupDto,
} from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { TaskText } from './task-entities';
import { CourseAuthor } from './author-entities';

type Session = Awaited<ReturnType<typeof loginAs>>;
type LessonItem = LessonWithTasksDto;

jest.setTimeout(30_000);

/** The teacher's verdict in words, the student's notices, stored quiz answers. */
describe('learning: review with words', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s2: Session, s3: Session, teacher: Session, teacher2: Session, author: Session;
  let lesson: LessonItem;
  let courseId: number;
  let written: LessonItem['tasks'][number];

  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (who: Session, url: string, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const status = (who: Session, taskId: number, action: string) => post(who, `/api/course/lesson/${lesson.id}/task/${taskId}/status?action=${action}`);
  const review = (who: Session, body: object, taskId = written.id) => post(who, ReviewPaths.review(taskId), body);
  const reviewOf = async (who: Session, studentId?: number) => {
    const res = await get(who, ReviewPaths.taskReview(written.id) + (studentId ? `?studentId=${studentId}` : ''));
    expect(res.statusCode).toBe(200);
    return dataOf<TaskReviewDto | null>(res);
  };
  const notices = async (who: Session) => dataOf<ReviewNoticeDto[]>(await get(who, ReviewPaths.notices));
  /** The student skips the quiz and the typing task, writes an answer and sends the written task to check. */
  const submit = async (who: Session, text: string) => {
    for (const t of lesson.tasks.slice(0, 2)) await status(who, t.id, 'Skip');
    const saved = await post(who, `/api/course/lesson/task/${written.id}/answer`, {
      studentId: who.userId,
      autoCheckPassed: false,
      lessonTaskId: written.id,
      answer: [{ windowId: WindowId.description, answerText: text }],
      projectId: null,
      action: 'Save',
      revision: Date.now(),
    });
    expect(saved.statusCode).toBe(200);
    expect((await status(who, written.id, 'ManualCheck')).statusCode).toBe(200);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s2, s3, teacher, teacher2, author] = await Promise.all(
      (['student1', 'student2', 'student3', 'teacher', 'teacher2', 'author'] as const).map((l) => loginAs(ctx.app, l)),
    );
    const groups = dataOf<TeacherGroupDto[]>(await get(teacher, TeacherPaths.groups));
    const python = groups.find((g) => g.title.startsWith('Python'))!;
    courseId = python.course.id;
    lesson = dataOf<LessonItem[]>(await get(teacher, `/api/course/${courseId}/lesson`))[1];
    written = lesson.tasks[2];
  }, 60_000);
  afterAll(() => ctx.close());

  /** The demo author authors every demo course; these tests take the authorship away and give it back. */
  const setAuthorship = async (on: boolean) => {
    const em = ctx.app.em().fork();
    if (on) em.create(CourseAuthor, { course: courseId, user: author.userId });
    else await em.nativeDelete(CourseAuthor, { course: courseId, user: author.userId });
    await em.flush();
  };

  it('lets only the student’s own teacher (or the course’s author) review, and answers bad input with a clear JSON error', async () => {
    await submit(s1, 'Мой ответ: цикл for');
    const reject = { studentId: s1.userId, verdict: 'reject', comment: 'Почти!' };
    // The student themselves, another teacher, an author of other courses: 403.
    await setAuthorship(false);
    for (const who of [s1, teacher2, author]) {
      const res = await review(who, reject);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBeDefined();
    }
    expect((await get(author, `/api/course/lesson/task/${written.id}/answer?studentId=${s1.userId}`)).statusCode).toBe(403);
    await setAuthorship(true);
    // A classmate cannot review for a classmate either.
    expect((await review(s2, reject)).statusCode).toBe(403);
    const bad = [
      { studentId: s1.userId, verdict: 'maybe' },
      { studentId: s1.userId, verdict: 'reject', comment: 'x'.repeat(2001) },
      { studentId: s1.userId, verdict: 'reject', extra: 1 },
      { studentId: 'me', verdict: 'reject' },
      { verdict: 'reject' },
    ];
    for (const body of bad) {
      const res = await review(teacher, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toEqual(expect.any(String));
    }
    // No rubric on this task: a level is refused.
    const level = await review(teacher, { ...reject, level: 'Отлично' });
    expect(level.statusCode).toBe(400);
    expect(errorOf(level).code).toBe('UNKNOWN_LEVEL');
    expect((await review(teacher, reject, 99_999_999)).statusCode).toBe(404);
    // Nothing was changed by the refused calls.
    expect(await reviewOf(s1)).toBeNull();
  });

  it('stores a rejection with its comment; the student reads it on the task and as a notice until opening it', async () => {
    const res = await review(teacher, { studentId: s1.userId, verdict: 'reject', comment: '  Почти!\r\nДобавь вывод <b>суммы</b>.  ' });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({
      solveStatus: 'Wrong',
      review: expect.objectContaining({ outcome: 'rejected', comment: 'Почти!\nДобавь вывод <b>суммы</b>.', level: null, seen: false }) as unknown,
    });
    const mine = await reviewOf(s1);
    expect(mine).toEqual(expect.objectContaining({ outcome: 'rejected', comment: 'Почти!\nДобавь вывод <b>суммы</b>.', reviewerTitle: expect.any(String) as unknown }));
    expect(mine!.reviewerTitle.length).toBeGreaterThan(0);
    // The teacher reads it too; a classmate does not.
    expect((await reviewOf(teacher, s1.userId))?.comment).toBe(mine!.comment);
    expect((await get(s2, `${ReviewPaths.taskReview(written.id)}?studentId=${s1.userId}`)).statusCode).toBe(403);
    expect((await get(teacher2, `${ReviewPaths.taskReview(written.id)}?studentId=${s1.userId}`)).statusCode).toBe(403);

    expect(await notices(s1)).toEqual([expect.objectContaining({ taskId: written.id, lessonId: lesson.id, taskName: written.taskName, taskType: written.taskType, outcome: 'rejected' })]);
    expect(await notices(s2)).toEqual([]);
    // Marking seen is the student's own: a teacher naming the student is refused.
    expect((await post(teacher, `${ReviewPaths.reviewSeen(written.id)}?studentId=${s1.userId}`)).statusCode).toBe(403);
    const seen = await post(s1, ReviewPaths.reviewSeen(written.id));
    expect(dataOf(seen)).toEqual({ seen: true });
    expect(await notices(s1)).toEqual([]);
    expect((await reviewOf(s1))?.seen).toBe(true);
  });

  it('hides an old verdict once the task is sent again, and accepts with a rubric level the task defines', async () => {
    expect((await status(s1, written.id, 'ManualCheck')).statusCode).toBe(200);
    expect(await reviewOf(s1)).toBeNull();
    const em = ctx.app.em().fork();
    em.create(TaskText, { task: written.id, windowId: WindowId.frontendConfig, text: JSON.stringify({ rubric: ['Базовый', 'Отлично'] }) });
    await em.flush();
    const hacked = await review(teacher, { studentId: s1.userId, verdict: 'accept', level: 'Хакер' });
    expect(hacked.statusCode).toBe(400);
    const ok = await review(teacher, { studentId: s1.userId, verdict: 'accept', comment: 'Молодец', level: 'Отлично' });
    expect(ok.statusCode).toBe(200);
    expect(dataOf<ReviewResultDto>(ok).solveStatus).toBe('Solved');
    expect(await reviewOf(s1)).toEqual(expect.objectContaining({ outcome: 'accepted', level: 'Отлично', comment: 'Молодец', seen: false }));
    expect((await notices(s1)).map((n) => n.outcome)).toEqual(['accepted']);
    // Accepting twice: the task is no longer on check.
    expect((await review(teacher, { studentId: s1.userId, verdict: 'accept' })).statusCode).toBe(409);
  });

  it('withdrawing the check reopens the task, keeps the student’s answer and removes the verdict', async () => {
    const res = await review(teacher, { studentId: s1.userId, verdict: 'cancel' });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({ solveStatus: 'Open', review: null });
    expect(await reviewOf(s1)).toBeNull();
    expect(await notices(s1)).toEqual([]);
    const answer = dataOf<TaskAnswerDto>(await get(s1, `/api/course/lesson/task/${written.id}/answer`));
    expect(answer.solveStatus).toBe('Open');
    expect(answer.answer).toEqual([{ windowId: WindowId.description, answerText: 'Мой ответ: цикл for' }]);
  });

  it('lets the course’s author open the student’s work and review it with words; the student reads them', async () => {
    expect((await status(s1, written.id, 'ManualCheck')).statusCode).toBe(200);
    // The /check screen's reads: the lesson's tasks, the answer, the current review.
    expect((await get(author, `/api/course/${courseId}/lesson?studentId=${s1.userId}`)).statusCode).toBe(200);
    // The header names the student under review.
    const profile = await get(author, `/api/student/profile/${s1.userId}`);
    expect(profile.statusCode).toBe(200);
    expect(dataOf<ProfileDto>(profile).displayName).toBeTruthy();
    expect((await get(author, `/api/student/profile/${teacher2.userId}`)).statusCode).toBe(403);
    const answer = await get(author, `/api/course/lesson/task/${written.id}/answer?studentId=${s1.userId}`);
    expect(answer.statusCode).toBe(200);
    expect(dataOf<TaskAnswerDto>(answer).answer).toEqual([{ windowId: WindowId.description, answerText: 'Мой ответ: цикл for' }]);
    expect(await reviewOf(author, s1.userId)).toBeNull();
    const res = await review(author, { studentId: s1.userId, verdict: 'reject', comment: 'Автор курса: добавь пример' });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual(expect.objectContaining({ solveStatus: 'Wrong', review: expect.objectContaining({ comment: 'Автор курса: добавь пример' }) as unknown }));
    expect(await reviewOf(s1)).toEqual(expect.objectContaining({ outcome: 'rejected', comment: 'Автор курса: добавь пример' }));
    // A student outside the course's groups is not the author's to review.
    const outsider = await get(author, `/api/course/lesson/task/${written.id}/answer?studentId=${teacher2.userId}`);
    expect([403, 404]).toContain(outsider.statusCode);
    // Without the authorship, the same author is refused.
    await setAuthorship(false);
    expect((await get(author, `${ReviewPaths.taskReview(written.id)}?studentId=${s1.userId}`)).statusCode).toBe(403);
    await setAuthorship(true);
  });

  it('keeps the chosen quiz options for the student and the teacher', async () => {
    const quizTask = lesson.tasks[0];
    const dto = dataOf<TaskDto>(await get(s3, `/api/course/lesson/${lesson.id}/task/${quizTask.id}`));
    const [first, second] = dto.quiz!.answers;
    const res = await post(s3, `/api/course/lesson/task/${quizTask.id}/answer/quiz`, [{ studentId: s3.userId, answerId: second.id }]);
    expect(res.statusCode).toBe(200);
    const stored = (who: Session, q = '') => get(who, `/api/course/lesson/task/${quizTask.id}/answer${q}`);
    const mine = dataOf<TaskAnswerDto>(await stored(s3));
    expect(mine.answer).toEqual([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify([second.id]) }]);
    const teachers = dataOf<TaskAnswerDto>(await stored(teacher, `?studentId=${s3.userId}`));
    expect(teachers.answer).toEqual(mine.answer);
    // An unknown option stores nothing.
    expect((await post(s3, `/api/course/lesson/task/${quizTask.id}/answer/quiz`, [{ studentId: s3.userId, answerId: 987654 }])).statusCode).toBe(400);
    expect(dataOf<TaskAnswerDto>(await stored(s3)).answer).toEqual(mine.answer);
    expect(first.id).not.toBe(second.id);
  });

  it('keeps a quiz kind’s answer as its workspace reads it back', async () => {
    const courses = dataOf<CourseDto[]>(await get(s3, '/api/course'));
    const python = courses.find((c) => c.title.startsWith('Python'))!;
    const lessons = dataOf<LessonItem[]>(await get(s3, `/api/course/${python.id}/lesson`));
    const sortLesson = lessons.find((l) => l.tasks.some((t) => t.taskType === TaskType.SortQuiz))!;
    const sort = sortLesson.tasks.find((t) => t.taskType === TaskType.SortQuiz)!;
    for (const t of sortLesson.tasks) {
      if (t.id === sort.id) break;
      await post(s3, `/api/course/lesson/${sortLesson.id}/task/${t.id}/status?action=Skip`);
    }
    const order = ['print("Готово!")', 'for i in range(1, 4):', '    print(i)'];
    const res = await post(s3, `/api/course/lesson/task/${sort.id}/answer/check`, { studentId: s3.userId, order });
    expect(res.statusCode).toBe(200);
    expect(dataOf<QuizResultDto>(res).correct).toBe(false);
    const answer = dataOf<TaskAnswerDto>(await get(s3, `/api/course/lesson/task/${sort.id}/answer`));
    expect(JSON.parse(answer.answer[0].answerText)).toEqual(order);
  });

  it('gives a student only their own notices and refuses notices without a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: ReviewPaths.notices })).statusCode).toBe(401);
    expect(await notices(s2)).toEqual([]);
    expect(await notices(teacher)).toEqual([]);
  });
});
