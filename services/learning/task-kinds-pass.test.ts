import {
  TaskType,
  WindowId,
  type AnswerItem,
  type CourseDto,
  type LessonWithTasksDto,
  type MatchQuizConfig,
  type SortQuizConfig,
  type TaskAnswerDto,
  type TaskDto,
  type TaskEventDto,
  type TaskStatusResultDto,
} from '@school/contracts';
import { KIND_LIST, QUIZ_TYPES, TASK_KINDS, type TaskContent } from '@school/task-kinds';
import { spaceMixLab, turtle } from '@school/game-engines';
import { SQUARE_SOLUTION } from '../seed/seed-learning-content';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { Course, CourseModule, Lesson, Task } from './entities';
import { Quiz, QuizOption, TaskText } from './task-entities';
import { createVerifierRegistry } from './checks/verifiers';

type Session = Awaited<ReturnType<typeof loginAs>>;
jest.setTimeout(120_000);

/** Block kinds get a real level (the examples' maps carry no reference drawing), with its passing program. */
const SPACE_LEVEL = spaceMixLab.SPACE_MIX_LEVELS[0];
const BLOCK_LEVELS: Partial<Record<TaskType, { map: object; solution: unknown }>> = {
  [TaskType.Blockly]: { map: { game: 'Turtle', baseCheck: turtle.createBaseCheck({}, SQUARE_SOLUTION) }, solution: SQUARE_SOLUTION },
  [TaskType.CustomGame]: { map: { game: 'SpaceMixLab', ...SPACE_LEVEL.config }, solution: SPACE_LEVEL.solution },
};

function contentOf(type: TaskType): TaskContent {
  const { content } = TASK_KINDS[type].example;
  const level = BLOCK_LEVELS[type];
  if (!level) return content;
  const others = content.taskText.filter((w) => w.windowId !== WindowId.blocklyGameMap);
  return { ...content, taskText: [...others, { windowId: WindowId.blocklyGameMap, text: JSON.stringify(level.map) }] };
}

/** The real try that passes a server type today: a quiz route body, or an answer the verifier passes. */
function passingTry(type: TaskType, content: TaskContent, options: { id: number; isCorrect: boolean }[]) {
  const data = JSON.parse(content.taskText.find((w) => w.windowId === WindowId.frontendConfig)?.text ?? '{}') as Partial<MatchQuizConfig & SortQuizConfig>;
  if (type === TaskType.Quiz) return { route: 'quiz' as const, body: options.filter((o) => o.isCorrect).map((o) => ({ answerId: o.id })) };
  if (type === TaskType.MatchQuiz || type === TaskType.StickyMatchQuiz) return { route: 'check' as const, body: { pairs: data.pairs } };
  if (type === TaskType.FillQuiz) return { route: 'check' as const, body: { values: ['print', 'input'] } };
  if (type === TaskType.SortQuiz) return { route: 'check' as const, body: { order: data.items } };
  const level = BLOCK_LEVELS[type];
  if (level) return { route: 'answer' as const, answer: [{ windowId: WindowId.blocksConfig, answerText: JSON.stringify(level.solution) }] };
  const passing = TASK_KINDS[type].example.passingAnswer;
  return passing ? { route: 'answer' as const, answer: passing } : null;
}

describe('task kinds: a pass is recorded only as the declaration allows', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let student: Session, author: Session;
  /** One lesson per type (each task is its lesson's first, so progress never locks it). */
  const placed = new Map<TaskType, { lessonId: number; taskId: number; options: { id: number; isCorrect: boolean }[] }>();

  const call = (who: Session, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const status = (lessonId: number, taskId: number, action: string) => call(student, 'POST', `/api/course/lesson/${lessonId}/task/${taskId}/status?action=${action}`);
  const save = (taskId: number, answer: AnswerItem[], revision: number, autoCheckPassed: boolean) =>
    call(student, 'POST', `/api/course/lesson/task/${taskId}/answer`, {
      studentId: student.userId,
      autoCheckPassed,
      lessonTaskId: taskId,
      answer,
      projectId: null,
      resources: [],
      action: 'Save',
      revision,
    });
  const serverStatus = async (taskId: number) => dataOf<TaskAnswerDto>(await call(student, 'GET', `/api/course/lesson/task/${taskId}/answer`)).solveStatus;
  const events = async (lessonId: number, taskId: number) =>
    dataOf<TaskEventDto[]>(await call(student, 'GET', `/api/course/lesson/${lessonId}/task/${taskId}/events`)).map((e) => e.action);

  beforeAll(async () => {
    ctx = await buildTestApp();
    [student, author] = await Promise.all([loginAs(ctx.app, 'student3'), loginAs(ctx.app, 'author')]);
    const em = ctx.app.em();
    const course = await em.findOneOrFail(Course, { title: { $like: 'Python%' } });
    const module = em.create(CourseModule, { course, moduleNumber: 99, title: 'Все типы заданий' });
    const tasks = KIND_LIST.map((kind, i) => {
      const lesson = em.create(Lesson, { course, module, title: `Тип ${kind.type}`, order: 1000 + i });
      const task = em.create(Task, {
        lesson,
        order: 1,
        taskName: kind.type,
        taskType: kind.type,
        isOptional: false,
        isAutoCheck: kind.pass !== 'teacher',
        parentId: null,
        accessType: 0,
      });
      const content = contentOf(kind.type);
      for (const w of content.taskText) em.create(TaskText, { task, windowId: w.windowId, text: w.text });
      const options = content.quiz
        ? (() => {
            const quiz = em.create(Quiz, { task, question: content.quiz.question });
            return content.quiz.answers.map((a, order) => em.create(QuizOption, { quiz, order: order + 1, text: a.text, isCorrect: a.isCorrect ?? false }));
          })()
        : [];
      return { kind, lesson, task, options };
    });
    await em.flush();
    for (const t of tasks) {
      placed.set(t.kind.type, { lessonId: t.lesson.id, taskId: t.task.id, options: t.options.map((o) => ({ id: o.id, isCorrect: o.isCorrect })) });
    }
  });
  afterAll(() => ctx.close());

  it.each(KIND_LIST.map((k) => [k.type, k.pass] as const))('%s (%s): a forged Autocheck and a save claiming a pass', async (type, pass) => {
    const { lessonId, taskId } = placed.get(type)!;
    const { answer } = TASK_KINDS[type].example;
    expect(dataOf<TaskStatusResultDto>(await status(lessonId, taskId, 'Open')).solveStatus).toBe('Open');

    const claimed = await save(taskId, answer, 1, true);
    const forged = async () => {
      expect((await save(taskId, answer, 2, false)).statusCode).toBe(200);
      return status(lessonId, taskId, 'Autocheck');
    };
    if (pass === 'completion') {
      expect(claimed.statusCode).toBe(200);
      const res = await forged();
      expect(res.statusCode).toBe(200);
      expect(dataOf<TaskStatusResultDto>(res).solveStatus).toBe('Solved');
      expect(await events(lessonId, taskId)).toEqual(['MarkCorrect']);
      return;
    }
    // Teacher types, quizzes and server types without a verifier refuse with a code; verifiers fail the example's wrong answer.
    const codes = pass === 'teacher' ? ['PASS_NOT_VERIFIED'] : QUIZ_TYPES.includes(type) ? ['QUIZ_CHECKED_ON_SERVER'] : ['PASS_NOT_VERIFIED', 'CHECK_FAILED', 'BLOCKLY_CHECK_FAILED'];
    if (pass === 'server' && !QUIZ_TYPES.includes(type) && !ctx.app.taskVerifiers.get(type)) codes.splice(1);
    expect(claimed.statusCode).toBe(400);
    expect(codes).toContain(errorOf(claimed).code);
    expect(errorOf(claimed).message).toMatch(/[а-яё]/i);
    const res = await forged();
    expect(res.statusCode).toBe(400);
    expect(codes).toContain(errorOf(res).code);
    expect(await serverStatus(taskId)).toBe('Open');
    expect(await events(lessonId, taskId)).toEqual([]);
  });

  const verifiedNow = KIND_LIST.filter((k) => k.pass === 'server' && passingTry(k.type, contentOf(k.type), []) !== null);

  it('has a real pass for every quiz, block game and typing type', () => {
    expect(verifiedNow.map((k) => k.type).sort()).toEqual(
      [...QUIZ_TYPES, TaskType.Blockly, TaskType.CustomGame, TaskType.Typing, TaskType.TypingTrainer, TaskType.TypingGame].sort(),
    );
  });

  it.each(verifiedNow.map((k) => [k.type] as const))('%s: a real pass is Solved and logs MarkCorrect', async (type) => {
    const { lessonId, taskId, options } = placed.get(type)!;
    const attempt = passingTry(type, contentOf(type), options)!;
    if (attempt.route === 'quiz') {
      const res = await call(student, 'POST', `/api/course/lesson/task/${taskId}/answer/quiz`, attempt.body.map((a) => ({ ...a, studentId: student.userId })));
      expect(dataOf(res)).toEqual({ correct: true, solveStatus: 'Solved' });
    } else if (attempt.route === 'check') {
      const res = await call(student, 'POST', `/api/course/lesson/task/${taskId}/answer/check`, { studentId: student.userId, ...attempt.body });
      expect(dataOf(res)).toEqual({ correct: true, solveStatus: 'Solved' });
    } else {
      // A save that claims a pass is accepted when the server's check passes it; Autocheck then solves the task.
      const saved = await save(taskId, attempt.answer, 10, true);
      expect(saved.statusCode).toBe(200);
      expect(dataOf<TaskAnswerDto>(await call(student, 'GET', `/api/course/lesson/task/${taskId}/answer`)).autoCheckPassed).toBe(true);
      const res = await status(lessonId, taskId, 'Autocheck');
      expect(res.statusCode).toBe(200);
      expect(dataOf<TaskStatusResultDto>(res).solveStatus).toBe('Solved');
    }
    expect(await serverStatus(taskId)).toBe('Solved');
    expect(await events(lessonId, taskId)).toEqual(['MarkCorrect']);
  });

  it('refuses an author config that does not parse, with the parser message, and keeps the task', async () => {
    for (const type of [TaskType.Blockly, TaskType.TypingGame, TaskType.SortQuiz, TaskType.Frontend]) {
      const { lessonId, taskId } = placed.get(type)!;
      const kind = TASK_KINDS[type];
      const broken = kind.windows.map((windowId) => ({ windowId, text: windowId === WindowId.description ? 'Описание' : '[1]' }));
      const expected = kind.parse({ taskText: broken });
      expect(expected.ok).toBe(false);
      const res = await call(author, 'POST', `/api/course/lesson/${lessonId}/task/${taskId}`, { taskText: broken, quiz: null, webResource: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TASK_DATA_INVALID', message: expected.ok ? '' : expected.message });
      const kept = dataOf<TaskDto>(await call(author, 'GET', `/api/course/lesson/${lessonId}/task/${taskId}`)).taskText;
      expect(kept.map((w) => w.text)).not.toContain('[1]');
    }
  });

  it('the seeded demo content is valid for its kinds', async () => {
    const courses = dataOf<CourseDto[]>(await call(author, 'GET', '/api/course'));
    let checked = 0;
    for (const c of courses) {
      const lessons = dataOf<LessonWithTasksDto[]>(await call(author, 'GET', `/api/course/${c.id}/lesson`));
      for (const l of lessons) {
        for (const t of l.tasks) {
          const task = dataOf<TaskDto>(await call(author, 'GET', `/api/course/lesson/${l.id}/task/${t.id}`));
          const parsed = TASK_KINDS[task.taskType].parse({ taskText: task.taskText, quiz: task.quiz });
          expect({ task: task.taskName, parsed: parsed.ok ? 'ok' : parsed.message }).toEqual({ task: task.taskName, parsed: 'ok' });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(22);
  });

  it('a service plugin registers one verifier per type', () => {
    const registry = createVerifierRegistry();
    const verifier = () => Promise.resolve({ passed: true });
    registry.register(TASK_KINDS.Python, verifier);
    expect(registry.get(TaskType.Python)).toBe(verifier);
    expect(() => registry.register(TASK_KINDS.Python, verifier)).toThrow(/already registered/);
    expect(registry.get(TaskType.JS)).toBeUndefined();
    expect(registry.missing([TASK_KINDS.Python, TASK_KINDS.JS, TASK_KINDS.Quiz, TASK_KINDS.PlainText])).toEqual([TaskType.JS]);
    // Only a kind whose declaration says a verifier decides takes one.
    expect(() => registry.register(TASK_KINDS.PlainText, verifier)).toThrow(/PlainText is not checked by a server verifier/);
    expect(() => registry.register(TASK_KINDS.Quiz, verifier)).toThrow(/verdict answerRoutes/);
    expect(ctx.app.taskVerifiers.get(TaskType.Blockly)).toBeDefined();
  });
});
