import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiPaths, type AnswerSaveResultDto, type ProjectDto } from '@school/contracts';
import { buildApp } from '../gateway/app';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

/** Reads `read` until `done` holds for its value (the other process's NOTIFY may take a moment), at most 5 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setImmediate(r));
    value = await read();
  }
  return value;
}

/**
 * The in-process caches (statuses, task lists, groups, project lists, course structure) stay
 * correct when another process writes: on PostgreSQL a second gateway on the same database
 * writes and the first one's cached reads follow; on SQLite (one process) the writer is the reader.
 */
describe('cache invalidation across processes', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let writer: FastifyInstance;
  let tmp: string | null = null;
  beforeAll(async () => {
    ctx = await buildTestApp();
    if (ctx.app.cacheBus.shared) {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'school-bus-'));
      writer = await buildApp({
        migrate: false,
        logger: false,
        config: {
          databaseUrl: ctx.app.orm.config.get<'clientUrl', string>('clientUrl'),
          dataDir: tmp,
          sqliteFile: path.join(tmp, 'unused.sqlite'),
          jwtSecret: 'test-secret-'.padEnd(40, 'x'),
          webRoot: null,
          remoteManifestFile: null,
        },
      });
      await writer.ready();
    } else writer = ctx.app;
  });
  afterAll(async () => {
    if (writer !== ctx.app) await writer.close();
    await ctx.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("shows another process's status change, new project and task edit in the cached reads", async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const author = await loginAs(ctx.app, 'author');
    const get = async <T = unknown>(url: string, headers: Record<string, string>): Promise<T> => {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: T }>().data;
    };
    const lessons = await get<{ id: number }[]>(ApiPaths.courseLessons(1), s1.auth);
    const lessonId = lessons[1].id;
    type Item = { id: number; locked: boolean; solveStatus: string; taskName: string };
    const list = await get<Item[]>(ApiPaths.lessonTasks(lessonId), s1.auth);
    const task = list.find((t) => !t.locked)!;
    const projects = await get<{ id: number }[]>(ApiPaths.projects(s1.userId), s1.auth);
    await get(ApiPaths.groups(s1.userId), s1.auth);

    // The writer process opens the task (a status change) and creates a project.
    const save = await writer.inject({
      method: 'POST',
      url: ApiPaths.answer(task.id),
      headers: s1.auth,
      payload: { studentId: s1.userId, autoCheckPassed: false, lessonTaskId: task.id, answer: [{ windowId: 1, answerText: 'x' }], projectId: null, resources: [], action: 'Save', revision: 1 },
    });
    expect(save.statusCode).toBe(200);
    const status = dataOf<AnswerSaveResultDto>(save).solveStatus;
    expect(status).not.toBe(task.solveStatus);
    const created = await writer.inject({ method: 'POST', url: ApiPaths.projects(s1.userId), headers: s1.auth, payload: { title: 'Из другого процесса', projectType: 1 } });
    expect(created.statusCode).toBe(200);

    const listAfter = await until(
      () => get<Item[]>(ApiPaths.lessonTasks(lessonId), s1.auth),
      (l) => l.find((t) => t.id === task.id)?.solveStatus === status,
    );
    expect(listAfter.find((t) => t.id === task.id)?.solveStatus).toBe(status);
    const projectsAfter = await until(
      () => get<{ id: number }[]>(ApiPaths.projects(s1.userId), s1.auth),
      (p) => p.length > projects.length,
    );
    expect(projectsAfter.map((p) => p.id)).toContain(dataOf<ProjectDto>(created).id);

    // The course author renames the task in the writer process (an ORM write to the course structure).
    // (A task whose kind needs no configuration: an empty body is a valid edit for it.)
    let renamedId: number | undefined;
    for (const t of list) {
      const edit = { taskName: 'Новое имя задачи', taskText: [], quiz: null, webResource: [] };
      const res = await writer.inject({ method: 'POST', url: ApiPaths.task(lessonId, t.id), headers: author.auth, payload: edit });
      if (res.statusCode === 200) {
        renamedId = t.id;
        break;
      }
    }
    expect(renamedId).toBeDefined();
    const named = await until(
      () => get<Item[]>(ApiPaths.lessonTasks(lessonId), s1.auth),
      (l) => l.find((t) => t.id === renamedId)?.taskName === 'Новое имя задачи',
    );
    expect(named.find((t) => t.id === renamedId)?.taskName).toBe('Новое имя задачи');
  });

  it('refuses a feed from something that is not an entity of the database', () => {
    class NotAnEntity {}
    expect(() => ctx.app.cacheBus.feed(NotAnEntity, ['projects'])).toThrow('cache bus: NotAnEntity is not an entity of this database');
  });
});
