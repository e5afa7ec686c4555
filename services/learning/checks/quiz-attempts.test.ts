import type { CourseDto, LessonWithTasksDto, QuizResultDto, ReviewResultDto, TaskDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../../test/test-app';
import { dataOf, errorOf } from '../../test/body';
import { QuizAttempt } from './quiz-attempts-entity';
import { DEFAULT_QUIZ_ATTEMPT_POLICY, nextTryVerdict, quizAttemptPolicy } from './quiz-attempts';

type Session = Awaited<ReturnType<typeof loginAs>>;
type LessonItem = LessonWithTasksDto;

describe('quiz attempt policy (pure)', () => {
  it('reads the author settings from window 12 and falls back to the defaults', () => {
    expect(quizAttemptPolicy(undefined)).toEqual(DEFAULT_QUIZ_ATTEMPT_POLICY);
    expect(quizAttemptPolicy('not json')).toEqual(DEFAULT_QUIZ_ATTEMPT_POLICY);
    expect(quizAttemptPolicy('{"items":[],"attempts":{"freeTries":5,"cooldownS":10,"maxTries":7}}')).toEqual({ freeTries: 5, cooldownS: 10, maxTries: 7 });
    expect(quizAttemptPolicy('{"attempts":{"freeTries":-1,"cooldownS":"x","maxTries":1.5}}')).toEqual(DEFAULT_QUIZ_ATTEMPT_POLICY);
  });

  it('allows the free tries, then asks for the pause, and stops at the limit', () => {
    const p = { freeTries: 2, cooldownS: 30, maxTries: 4 };
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(nextTryVerdict(p, 1, t0, t0)).toEqual({ ok: true });
    expect(nextTryVerdict(p, 2, t0, new Date(t0.getTime() + 10_500))).toEqual({ ok: false, waitS: 20 });
    expect(nextTryVerdict(p, 2, t0, new Date(t0.getTime() + 30_000))).toEqual({ ok: true });
    expect(nextTryVerdict(p, 4, t0, new Date(t0.getTime() + 999_000))).toEqual({ ok: false, noTries: true });
  });
});

/** Issue 19 item 11: quiz answers cannot be guessed without limit; the server enforces it. */
describe('quiz attempts on the server', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s2: Session, s3: Session, author: Session;
  let lessons: LessonItem[];
  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (who: Session, url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: who.auth, payload });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s2, s3, author] = await Promise.all((['student2', 'student3', 'author'] as const).map((l) => loginAs(ctx.app, l)));
    const courses = dataOf<CourseDto[]>(await get(s3, '/api/course'));
    lessons = dataOf<LessonItem[]>(await get(s3, `/api/course/${courses.find((c) => c.title.startsWith('Python'))!.id}/lesson`));
  }, 60_000);
  afterAll(() => ctx.close());

  it('Quiz: three wrong answers back to back, then a pause told in Russian; after the pause the student may try again', async () => {
    const lesson = lessons[1];
    const quiz = lesson.tasks[0];
    const authored = dataOf<TaskDto>(await get(author, `/api/course/lesson/${lesson.id}/task/${quiz.id}`));
    const wrong = authored.quiz!.answers.find((a) => !a.isCorrect)!.id;
    const right = authored.quiz!.answers.find((a) => a.isCorrect)!.id;
    const answer = (id: number) => post(s2, `/api/course/lesson/task/${quiz.id}/answer/quiz`, [{ studentId: s2.userId, answerId: id }]);
    for (let i = 0; i < 3; i++) expect(dataOf(await answer(wrong))).toEqual({ correct: false, solveStatus: 'Open' });
    const refused = await answer(right);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('QUIZ_COOLDOWN');
    expect(errorOf(refused).message).toMatch(/^Слишком много попыток подряд\. Подумай ещё и попробуй снова через (30 секунд|29 секунд|28 секунд)\.$/);
    // The pause passes (moved back in the database instead of waiting 30 s).
    await ctx.app.em().nativeUpdate(QuizAttempt, { taskId: quiz.id, studentId: s2.userId }, { lastTryAt: new Date(Date.now() - 31_000) });
    expect(dataOf(await answer(right))).toEqual({ correct: true, solveStatus: 'Solved' });
  });

  it('parallel guesses cannot pass the limit together', async () => {
    const lesson = lessons[1];
    const quiz = lesson.tasks[0];
    const authored = dataOf<TaskDto>(await get(author, `/api/course/lesson/${lesson.id}/task/${quiz.id}`));
    const wrong = authored.quiz!.answers.find((a) => !a.isCorrect)!.id;
    // The task is open first: parallel first writes of a status row are another matter (progress-repository).
    await ctx.app.inject({ method: 'POST', url: `/api/course/lesson/${lesson.id}/task/${quiz.id}/status?action=Open`, headers: s3.auth });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(s3, `/api/course/lesson/task/${quiz.id}/answer/quiz`, [{ studentId: s3.userId, answerId: wrong }])),
    );
    const checked = answers.filter((a) => a.statusCode === 200).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(DEFAULT_QUIZ_ATTEMPT_POLICY.freeTries);
    expect(answers.map((a) => a.statusCode).filter((c) => c !== 200 && c !== 429)).toEqual([]);
  });

  it('SortQuiz: the author limit of tries from the task settings (window 12) ends the guessing', async () => {
    const lesson = lessons.find((l) => l.tasks.some((t) => t.taskType === 'SortQuiz'))!;
    const task = lesson.tasks.find((t) => t.taskType === 'SortQuiz')!;
    const url = `/api/course/lesson/${lesson.id}/task/${task.id}`;
    const authored = dataOf<TaskDto>(await get(author, url));
    const items = ['один', 'два', 'три'];
    const settings = JSON.stringify({ items, attempts: { maxTries: 2, freeTries: 5 } });
    const saved = await post(author, url, {
      taskText: [...authored.taskText.filter((w) => w.windowId !== 12).map((w) => ({ windowId: w.windowId, text: w.text })), { windowId: 12, text: settings }],
      quiz: null,
      webResource: [],
    });
    expect(saved.statusCode).toBe(200);
    // The student reaches the task (skipping the ones before it) and guesses.
    for (const t of lesson.tasks) {
      if (t.id === task.id) break;
      await post(s3, `/api/course/lesson/${lesson.id}/task/${t.id}/status?action=Skip`, {});
    }
    // The settings never reach the student.
    const studentView = dataOf<TaskDto>(await get(s3, url)).taskText.find((w) => w.windowId === 12)!.text;
    expect(studentView).not.toContain('attempts');
    const check = (order: string[]) => post(s3, `/api/course/lesson/task/${task.id}/answer/check`, { studentId: s3.userId, order });
    expect(dataOf<QuizResultDto>(await check(['три', 'два', 'один'])).correct).toBe(false);
    expect(dataOf<QuizResultDto>(await check(['два', 'три', 'один'])).correct).toBe(false);
    const over = await check(items);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'QUIZ_NO_TRIES', message: 'Попытки в этом задании закончились. Обратись к учителю.' });
    // The student cannot give the tries back to themselves; the course's author (a reviewer) can.
    const reopen = (who: Session) => post(who, `/api/teacher/task/${task.id}/review`, { studentId: s3.userId, verdict: 'cancel' });
    expect((await reopen(s3)).statusCode).toBe(403);
    expect((await check(items)).statusCode).toBe(409);
    const reopened = await reopen(author);
    expect(reopened.statusCode).toBe(200);
    expect(dataOf<ReviewResultDto>(reopened).solveStatus).toBe('Open');
    expect(dataOf<QuizResultDto>(await check(['три', 'два', 'один'])).correct).toBe(false);
    expect(dataOf(await check(items))).toEqual({ correct: true, solveStatus: 'Solved' });
  });
});
