import type {
  CourseDto,
  FillQuizView,
  LastTaskDto,
  LessonWithTasksDto,
  MatchQuizConfig,
  MatchQuizView,
  QuizResultDto,
  SortQuizView,
  TaskDto,
} from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';

type Session = Awaited<ReturnType<typeof loginAs>>;
type LessonItem = LessonWithTasksDto;

jest.setTimeout(30_000);

/** Server-checked MatchQuiz, FillQuiz, SortQuiz, StickyMatchQuiz; quiz editing; loadLastTask. */
describe('learning: quiz kinds checked on the server', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s3: Session, teacher: Session, author: Session;
  let lessons: LessonItem[];

  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (who: Session, url: string, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const status = (who: Session, lessonId: number, taskId: number, action: string) =>
    post(who, `/api/course/lesson/${lessonId}/task/${taskId}/status?action=${action}`);
  const taskOf = (type: string) => {
    const lesson = lessons.find((l) => l.tasks.some((t) => t.taskType === type))!;
    return { lesson, task: lesson.tasks.find((t) => t.taskType === type)! };
  };
  const window12 = async (who: Session, lessonId: number, taskId: number) => {
    const res = await get(who, `/api/course/lesson/${lessonId}/task/${taskId}`);
    expect(res.statusCode).toBe(200);
    return dataOf<TaskDto>(res).taskText.find((w) => w.windowId === 12)?.text ?? '';
  };
  /** Skips every task before `taskId` so the student reaches it. */
  const reach = async (who: Session, lesson: LessonItem, taskId: number) => {
    for (const t of lesson.tasks) {
      if (t.id === taskId) break;
      expect((await status(who, lesson.id, t.id, 'Skip')).statusCode).toBe(200);
    }
  };
  const check = (who: Session, taskId: number, body: object) => post(who, `/api/course/lesson/task/${taskId}/answer/check`, body);

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s3, teacher, author] = await Promise.all((['student1', 'student3', 'teacher', 'author'] as const).map((l) => loginAs(ctx.app, l)));
    const courses = dataOf<CourseDto[]>(await get(s3, '/api/course'));
    const python = courses.find((c) => c.title.startsWith('Python'))!;
    lessons = dataOf<LessonItem[]>(await get(s3, `/api/course/${python.id}/lesson`));
  }, 60_000);
  afterAll(() => ctx.close());

  it('never sends the answers of a match, fill or sort quiz to a student; staff get the author data', async () => {
    const match = taskOf('MatchQuiz');
    await reach(s3, match.lesson, match.task.id);
    // The student's view, with the author's pairs typed in to assert that they are absent.
    const view = JSON.parse(await window12(s3, match.lesson.id, match.task.id)) as MatchQuizView & Partial<MatchQuizConfig>;
    expect(view).toMatchObject({ kind: 'match', left: ['forward(50)', 'left(90)', 'penup()', 'color("red")'] });
    expect(view.pairs).toBeUndefined();
    expect(view.right).not.toEqual(['Вперед на 50 шагов', 'Поворот налево', 'Поднять перо', 'Красный цвет']);
    expect([...view.right].sort()).toEqual(['Вперед на 50 шагов', 'Красный цвет', 'Поворот налево', 'Поднять перо']);
    // The same order on every load.
    expect(JSON.parse(await window12(s3, match.lesson.id, match.task.id))).toEqual(view);

    const fill = taskOf('FillQuiz');
    await reach(s3, fill.lesson, fill.task.id);
    const fillText = await window12(s3, fill.lesson.id, fill.task.id);
    expect((JSON.parse(fillText) as FillQuizView).kind).toBe('fill');
    expect(fillText).not.toMatch(/print|input|\[\[/);

    const sort = taskOf('SortQuiz');
    const sortView = JSON.parse(await window12(s3, sort.lesson.id, sort.task.id)) as SortQuizView;
    expect(sortView.kind).toBe('sort');
    expect(sortView.items).not.toEqual(['for i in range(1, 4):', '    print(i)', 'print("Готово!")']);

    const staffText = JSON.parse(await window12(teacher, match.lesson.id, match.task.id)) as MatchQuizConfig;
    expect(staffText.pairs[0]).toEqual({ left: 'forward(50)', right: 'Вперед на 50 шагов' });
  });

  it('decides right and wrong on the server and refuses forged verdicts', async () => {
    const { lesson, task } = taskOf('MatchQuiz');
    const pairs = [
      { left: 'forward(50)', right: 'Вперед на 50 шагов' },
      { left: 'left(90)', right: 'Поворот налево' },
      { left: 'penup()', right: 'Поднять перо' },
      { left: 'color("red")', right: 'Красный цвет' },
    ];
    // A forged Autocheck and a save that claims a pass are refused.
    const forged = await status(s3, lesson.id, task.id, 'Autocheck');
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).code).toBe('QUIZ_CHECKED_ON_SERVER');
    const claim = await post(s3, `/api/course/lesson/task/${task.id}/answer`, {
      studentId: s3.userId,
      autoCheckPassed: true,
      lessonTaskId: task.id,
      answer: [{ windowId: 12, answerText: JSON.stringify(pairs) }],
      projectId: null,
      resources: [],
      action: 'Save',
      revision: 1,
    });
    expect(claim.statusCode).toBe(400);
    // Another student cannot answer for s3; an answer of the wrong kind is refused.
    expect((await check(s1, task.id, { studentId: s3.userId, pairs })).statusCode).toBe(403);
    const shape = await check(s3, task.id, { studentId: s3.userId, order: ['a'] });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({ code: 'ANSWER_SHAPE', message: 'Ответ не подходит к этому заданию.' });

    const swapped = [pairs[1], pairs[0], pairs[2], pairs[3]].map((p, i) => ({ left: pairs[i].left, right: p.right }));
    const wrong = await check(s3, task.id, { studentId: s3.userId, pairs: swapped });
    expect(wrong.statusCode).toBe(200);
    expect(dataOf(wrong)).toEqual({ correct: false, solveStatus: 'Open' });
    const right = await check(s3, task.id, { studentId: s3.userId, pairs });
    expect(dataOf(right)).toEqual({ correct: true, solveStatus: 'Solved' });
    const again = await check(s3, task.id, { studentId: s3.userId, pairs });
    expect(again.statusCode).toBe(409);

    const fill = taskOf('FillQuiz');
    expect(dataOf<QuizResultDto>(await check(s3, fill.task.id, { studentId: s3.userId, values: ['print', 'output'] })).correct).toBe(false);
    expect(dataOf<QuizResultDto>(await check(s3, fill.task.id, { studentId: s3.userId, values: [' Print', 'INPUT'] })).correct).toBe(true);
    const sort = taskOf('SortQuiz');
    const order = ['for i in range(1, 4):', '    print(i)', 'print("Готово!")'];
    expect(dataOf<QuizResultDto>(await check(s3, sort.task.id, { studentId: s3.userId, order: [...order].reverse() })).correct).toBe(false);
    expect(dataOf<QuizResultDto>(await check(s3, sort.task.id, { studentId: s3.userId, order })).correct).toBe(true);
    // A plain Quiz is not a quiz kind.
    const quiz = taskOf('Quiz');
    expect((await check(teacher, quiz.task.id, { studentId: s3.userId, order })).statusCode).toBe(400);
  });

  it('opens the last task the student touched with loadLastTask', async () => {
    const { lesson } = taskOf('SortQuiz');
    const res = await get(s3, `/api/course/lesson/${lesson.id}/task/last`);
    expect(res.statusCode).toBe(200);
    expect(dataOf<LastTaskDto>(res).taskId).toBe(lesson.tasks[0].id);
    // Opening the next task makes it the last one.
    expect((await status(s3, lesson.id, lesson.tasks[1].id, 'Open')).statusCode).toBe(200);
    expect(dataOf<LastTaskDto>(await get(s3, `/api/course/lesson/${lesson.id}/task/last`)).taskId).toBe(lesson.tasks[1].id);
    const untouched = lessons[lessons.length - 1];
    expect(dataOf<LastTaskDto>(await get(s3, `/api/course/lesson/${untouched.id}/task/last`)).taskId).toBeNull();
    // The teacher asks for the student; another student may not.
    expect(dataOf<LastTaskDto>(await get(teacher, `/api/course/lesson/${lesson.id}/task/last?studentId=${s3.userId}`)).taskId).toBe(lesson.tasks[1].id);
    expect((await get(s1, `/api/course/lesson/${lesson.id}/task/last?studentId=${s3.userId}`)).statusCode).toBe(403);
  });

  it('lets an author edit quiz questions and quiz-kind data, refusing bad data without losing the stored task', async () => {
    const quiz = taskOf('Quiz');
    const url = `/api/course/lesson/${quiz.lesson.id}/task/${quiz.task.id}`;
    const before = dataOf<TaskDto>(await get(author, url));
    const body = (q: unknown) => ({ taskText: before.taskText.map((w) => ({ windowId: w.windowId, text: w.text })), quiz: q, webResource: before.webResource });
    const noCorrect = await post(author, url, body({ question: 'Что выведет print(1)?', answers: [{ text: '1' }, { text: '2' }] }));
    expect(noCorrect.statusCode).toBe(400);
    expect(noCorrect.json()).toMatchObject({ code: 'TASK_DATA_INVALID', message: 'Отметьте хотя бы один верный ответ.' });
    expect(dataOf<TaskDto>(await get(author, url)).quiz).toEqual(before.quiz);
    expect((await post(teacher, url, body(before.quiz))).statusCode).toBe(403);
    const edited = { question: 'Что выведет print(1 + 1)?', answers: [{ text: '2', isCorrect: true }, { text: '11', isCorrect: false }, { text: '1 + 1', isCorrect: false }] };
    const saved = await post(author, url, body(edited));
    expect(saved.statusCode).toBe(200);
    expect(dataOf<TaskDto>(saved).quiz!.question).toBe('Что выведет print(1 + 1)?');
    expect(dataOf<TaskDto>(saved).quiz!.answers.map((a) => [a.text, a.isCorrect])).toEqual([
      ['2', true],
      ['11', false],
      ['1 + 1', false],
    ]);
    // A student gets the new options without isCorrect.
    const studentQuiz = dataOf<TaskDto>(await get(s1, url)).quiz!;
    expect(studentQuiz.question).toBe('Что выведет print(1 + 1)?');
    expect(studentQuiz.answers.every((a) => !('isCorrect' in a))).toBe(true);

    const sticky = taskOf('StickyMatchQuiz');
    const stickyUrl = `/api/course/lesson/${sticky.lesson.id}/task/${sticky.task.id}`;
    const stickyTask = dataOf<TaskDto>(await get(author, stickyUrl));
    const withData = (text: string) => ({
      taskText: [...stickyTask.taskText.filter((w) => w.windowId !== 12).map((w) => ({ windowId: w.windowId, text: w.text })), { windowId: 12, text }],
      quiz: null,
      webResource: [],
    });
    const broken = await post(author, stickyUrl, withData(JSON.stringify({ pairs: [{ left: '==', right: 'равно' }] })));
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).message).toBe('Нужно не меньше двух пар.');
    expect(await window12(author, sticky.lesson.id, sticky.task.id)).toContain('больше или равно');
    const pairs = [{ left: '<', right: 'меньше' }, { left: '>', right: 'больше' }];
    expect((await post(author, stickyUrl, withData(JSON.stringify({ pairs })))).statusCode).toBe(200);
    expect(JSON.parse(await window12(author, sticky.lesson.id, sticky.task.id))).toEqual({ pairs });
  });
});
