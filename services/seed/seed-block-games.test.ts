import type { CourseDto, EnrolmentDto, LessonWithTasksDto, TaskDto } from '@school/contracts';
import { checkBlocklySubmission } from '../learning/checks/blockly-check';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { BLOCK_GAMES_MODULE_TITLE } from './seed-block-games';

type Session = Awaited<ReturnType<typeof loginAs>>;
type TaskWindow = TaskDto['taskText'][number];
type LessonItem = LessonWithTasksDto;
/** The fields of a block game's map (window 14) these tests read. */
interface GameMap { game: string; baseCheck?: unknown }

jest.setTimeout(30_000);

describe('seeded block games', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let author: Session, student: Session;
  let lessons: LessonItem[];
  const get = (who: Session, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [author, student] = await Promise.all([loginAs(ctx.app, 'author'), loginAs(ctx.app, 'student1')]);
    const courses = dataOf<CourseDto[]>(await get(student, '/api/course'));
    const python = courses.find((c) => c.title.startsWith('Python'))!;
    const enrolments = dataOf<EnrolmentDto[]>(await get(student, `/api/student/${student.userId}/group`));
    const course = enrolments.find((e) => e.course.id === python.id)!.course;
    const module = course.modules.find((m) => m.title === BLOCK_GAMES_MODULE_TITLE)!;
    const inModule = new Set(course.lessons.filter((l) => l.moduleId === module.id).map((l) => l.id));
    lessons = dataOf<LessonItem[]>(await get(student, `/api/course/${python.id}/lesson`)).filter((l) => inModule.has(l.id));
  }, 60_000);
  afterAll(() => ctx.close());

  async function authorTask(lessonId: number, taskId: number): Promise<TaskWindow[]> {
    return dataOf<TaskDto>(await get(author, `/api/course/lesson/${lessonId}/task/${taskId}`)).taskText;
  }
  const windowOf = (texts: TaskWindow[], windowId: number) => texts.find((t) => t.windowId === windowId)?.text ?? '';

  it('gives every game a lesson with at least three autochecked Blockly levels, the first open to the student', async () => {
    const games: string[] = [];
    for (const lesson of lessons) {
      expect(lesson.tasks.length).toBeGreaterThanOrEqual(3);
      expect(lesson.tasks.every((t) => t.taskType === 'Blockly')).toBe(true);
      expect(lesson.tasks[0].locked).toBe(false);
      expect(lesson.tasks.slice(1).every((t) => t.locked)).toBe(true);
      games.push((JSON.parse(windowOf(await authorTask(lesson.id, lesson.tasks[0].id), 14)) as GameMap).game);
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
        const map = JSON.parse(gameMap) as GameMap;
        if (map.game === 'Turtle') expect(map.baseCheck).toEqual(expect.any(String));
      }
    }
  });

  it('hides the solution from the student', async () => {
    const first = lessons[0];
    const texts = dataOf<TaskDto>(await get(student, `/api/course/lesson/${first.id}/task/${first.tasks[0].id}`)).taskText;
    expect(texts.some((t) => t.windowId === 17)).toBe(false);
    expect(windowOf(texts, 14)).toMatch(/"game":"Turtle"/);
  });
});
