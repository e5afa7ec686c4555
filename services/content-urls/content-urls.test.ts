import { ApiPaths, ProjectType, type CourseDto, type LessonWithTasksDto, type ProjectDto, type TaskDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { LessonTheory, TaskText } from '../learning/task-entities';

const OLD = 'https://files.old-school.ru';
/** The part of a rich-text (Lexical) document this test writes and reads: an image in the root. */
interface RichImageDoc { root: { children: { type: string; src: string }[] } }

/** Spec 5: old file-host URLs in task texts, theory, projects and rich text come back on our files host. */
describe('content reads rewrite old file-host URLs', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ oldFileHosts: [OLD], filesPublicUrl: '/api/files' });
  }, 60_000);
  afterAll(() => ctx.close());

  it('in a task text with rich text, the lesson theory and a project; the stored content is left as it was', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: s1.auth });
    const courses = dataOf<CourseDto[]>(await get('/api/course'));
    const lessons = dataOf<LessonWithTasksDto[]>(await get(ApiPaths.courseLessons(courses[0].id)));
    const lesson = lessons[0];
    const taskId = lesson.tasks[0].id;

    const em = ctx.app.em();
    const richText = JSON.stringify({ root: { children: [{ type: 'image', src: `${OLD}/pic.png` }] } } satisfies RichImageDoc);
    await em.nativeUpdate(TaskText, { task: taskId, windowId: 1 }, { text: `Смотри картинку ${OLD}/a.png ${richText}` });
    await em.nativeUpdate(LessonTheory, { lesson: lesson.id }, { text: `![схема](${OLD}/scheme.png)` });

    const task = dataOf<TaskDto>(await get(ApiPaths.task(lesson.id, taskId)));
    const description = task.taskText.find((t) => t.windowId === 1)!.text;
    expect(description).toContain('Смотри картинку /api/files/a.png');
    expect(description).not.toContain(OLD);
    expect((JSON.parse(description.slice(description.indexOf('{'))) as RichImageDoc).root.children[0].src).toBe('/api/files/pic.png');

    const theory = dataOf<{ text?: string } | string>(await get(ApiPaths.theory(lesson.id)));
    expect(JSON.stringify(theory)).toContain('/api/files/scheme.png');
    expect(JSON.stringify(theory)).not.toContain(OLD);

    const created = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.projects(s1.userId),
      headers: s1.auth,
      payload: {
        title: 'Старые ссылки',
        projectType: ProjectType.Image,
        projectText: [{ windowId: 1, text: `<img src="${OLD}/x.jpg">` }],
        resources: [{ name: 'x.jpg', url: `${OLD}/x.jpg`, md5: null, resourceType: 'File' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const id = dataOf<ProjectDto>(created).id;
    const project = dataOf<ProjectDto>(await get(ApiPaths.project(s1.userId, id)));
    expect(project.projectText[0].text).toBe('<img src="/api/files/x.jpg">');
    expect(project.resources.map((r) => r.url)).toContain('/api/files/x.jpg');

    // Rewritten on read only: the database keeps what was written.
    const stored = await em.fork().findOneOrFail(LessonTheory, { lesson: lesson.id });
    expect(stored.text).toContain(OLD);
  });
});
