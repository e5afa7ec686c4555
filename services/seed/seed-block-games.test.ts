import { checkBlocklySubmission } from '../learning/checks/blockly-check';
import { buildTestApp, loginAs } from '../test/test-app';
import { BLOCK_GAMES_MODULE_TITLE } from './seed-block-games';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface TaskWindow { windowId: number; text: string }
interface LessonItem { id: number; title: string; moduleId?: number; tasks: { id: number; taskType: string; locked: boolean }[] }

jest.setTimeout(30_000);

describe('seeded block games', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let author: Session, student: Session;
  let lessons: LessonItem[];
  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [author, student] = await Promise.all([loginAs(ctx.app, 'author'), loginAs(ctx.app, 'student1')]);
    const courses = (await get(student, '/api/course')).json().data as { id: number; title: string }[];
    const python = courses.find((c) => c.title.startsWith('Python'))!;
    const enrolments = (await get(student, `/api/student/${student.userId}/group`)).json().data as {
      course: { id: number; modules: { id: number; title: string }[]; lessons: { id: number; moduleId: number }[] };
    }[];
    const course = enrolments.find((e) => e.course.id === python.id)!.course;
    const module = course.modules.find((m) => m.title === BLOCK_GAMES_MODULE_TITLE)!;
    const inModule = new Set(course.lessons.filter((l) => l.moduleId === module.id).map((l) => l.id));
    lessons = ((await get(student, `/api/course/${python.id}/lesson`)).json().data as LessonItem[]).filter((l) => inModule.has(l.id));
  }, 60_000);
  afterAll(() => ctx.close());

  async function authorTask(lessonId: number, taskId: number): Promise<TaskWindow[]> {
    return (await get(author, `/api/course/lesson/${lessonId}/task/${taskId}`)).json().data.taskText as TaskWindow[];
  }
  const windowOf = (texts: TaskWindow[], windowId: number) => texts.find((t) => t.windowId === windowId)?.text ?? '';

  it('gives every game a lesson with at least three autochecked Blockly levels, the first open to the student', async () => {
    const games: string[] = [];
    for (const lesson of lessons) {
      expect(lesson.tasks.length).toBeGreaterThanOrEqual(3);
      expect(lesson.tasks.every((t) => t.taskType === 'Blockly')).toBe(true);
      expect(lesson.tasks[0].locked).toBe(false);
      expect(lesson.tasks.slice(1).every((t) => t.locked)).toBe(true);
      games.push(JSON.parse(windowOf(await authorTask(lesson.id, lesson.tasks[0].id), 14)).game);
    }
    expect(games).toEqual(['Turtle', 'Labirint', 'Labirint3D', 'FlowerDefence', 'SpaceMixLab']);
  });

  it('stores a reference solution that the server check passes, while an empty program fails', async () => {
    const empty = JSON.stringify({ blocks: { languageVersion: 0, blocks: [] } });
    for (const lesson of lessons) {
      for (const task of lesson.tasks) {
        const texts = await authorTask(lesson.id, task.id);
        const [description, gameMap, solution] = [windowOf(texts, 1), windowOf(texts, 14), windowOf(texts, 17)];
        expect(description).toMatch(/[а-яё]/i);
        expect(windowOf(texts, 13)).toBe('1000');
        expect({ task: task.id, ...checkBlocklySubmission(gameMap, solution) }).toEqual({ task: task.id, passed: true });
        expect(checkBlocklySubmission(gameMap, empty).passed).toBe(false);
        if (JSON.parse(gameMap).game === 'Turtle') expect(JSON.parse(gameMap).baseCheck).toEqual(expect.any(String));
      }
    }
  });

  it('hides the solution from the student', async () => {
    const first = lessons[0];
    const texts = (await get(student, `/api/course/lesson/${first.id}/task/${first.tasks[0].id}`)).json().data.taskText as TaskWindow[];
    expect(texts.some((t) => t.windowId === 17)).toBe(false);
    expect(windowOf(texts, 14)).toMatch(/"game":"Turtle"/);
  });
});
