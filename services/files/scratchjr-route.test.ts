import { ApiPaths, TScratchJr, TaskType, WindowId, type TaskDto } from '@school/contracts';
import { PROJECT_VERSION, parseProject } from '@school/scratchjr-engine';
import { scratchConfigText } from '@school/task-kinds';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { Task } from '../learning/entities';
import { StoredFile } from './entities';

const project = {
  version: PROJECT_VERSION,
  pages: [{ id: 'p1', background: 'park', characters: [{ id: 'cat', kind: 'cat', x: 120, y: 180, scripts: [{ id: 's1', blocks: [{ op: 'onFlag' }, { op: 'moveRight', n: 3 }] }] }] }],
};

describe('ScratchJr projects and Scratch starters in the files service', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('stores a valid ScratchJr project as a JSON file; its owner and teachers read it back, another student does not', async () => {
    const [student, other, teacher] = await Promise.all([loginAs(ctx.app, 'student1'), loginAs(ctx.app, 'student2'), loginAs(ctx.app, 'teacher')]);
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileScratchJr, headers: student.auth, payload: project });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^[0-9a-f]{32}$/);
    for (const who of [student, teacher]) {
      const get = await ctx.app.inject({ method: 'GET', url: ApiPaths.file(res.body), headers: who.auth });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toMatch(/^application\/json/);
      expect(parseProject(get.body)).toEqual({ ok: true, project });
    }
    expect((await ctx.app.inject({ method: 'GET', url: ApiPaths.file(res.body), headers: other.auth })).statusCode).toBe(404);
  });

  it('refuses a malformed project with a 400, a code and the Russian message, and stores nothing', async () => {
    const student = await loginAs(ctx.app, 'student1');
    const before = await ctx.app.em().count(StoredFile, {});
    const malformed: unknown[] = [
      { version: PROJECT_VERSION, pages: [] },
      { ...project, version: PROJECT_VERSION + 1 },
      { ...project, extra: 1 },
      { version: PROJECT_VERSION, pages: [{ ...project.pages[0], background: 'mars' }] },
      [1, 2],
    ];
    for (const payload of malformed) {
      const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileScratchJr, headers: student.auth, payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SCRATCHJR_PROJECT_INVALID', message: TScratchJr.invalidProject });
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.fileScratchJr,
      headers: { ...student.auth, 'content-type': 'application/json' },
      payload: '{"version":1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).code).toEqual(expect.any(String));
    expect(await ctx.app.em().count(StoredFile, {})).toBe(before);
    expect((await ctx.app.inject({ method: 'POST', url: ApiPaths.fileScratchJr, payload: project })).statusCode).toBe(401);
  });

  it("serves a Scratch task's starter named in its config window to students, as course content", async () => {
    const [author, student] = await Promise.all([loginAs(ctx.app, 'author'), loginAs(ctx.app, 'student2')]);
    const upload = await ctx.app.inject({ method: 'POST', url: ApiPaths.fileScratchJr, headers: author.auth, payload: { ...project, pages: [{ ...project.pages[0], background: 'sea' }] } });
    const starter = ApiPaths.file(upload.body);
    expect((await ctx.app.inject({ method: 'GET', url: starter, headers: student.auth })).statusCode).toBe(404);

    const task = await ctx.app.em().findOneOrFail(Task, { taskType: TaskType.Scratch }, { populate: ['lesson'] });
    const url = ApiPaths.task(task.lesson.id, task.id);
    const current = dataOf<TaskDto>(await ctx.app.inject({ method: 'GET', url, headers: author.auth }));
    const taskText = [
      ...current.taskText.filter((w) => w.windowId !== WindowId.frontendConfig),
      { windowId: WindowId.frontendConfig, text: scratchConfigText({ starter }) },
    ];
    const saved = await ctx.app.inject({ method: 'POST', url, headers: author.auth, payload: { taskText, quiz: null, webResource: current.webResource } });
    expect(saved.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: starter, headers: student.auth })).statusCode).toBe(200);

    const refused = await ctx.app.inject({
      method: 'POST',
      url,
      headers: author.auth,
      payload: { taskText: [...taskText.slice(0, -1), { windowId: WindowId.frontendConfig, text: '{"starter":"https://example.org/x.sb3"}' }], quiz: null, webResource: current.webResource },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TASK_DATA_INVALID' });
  });
});
