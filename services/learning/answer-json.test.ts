import type { SqlEntityManager } from '@mikro-orm/knex';
import { ApiPaths, SolveStatus, type LessonWithTasksDto, type TaskListItemDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { TaskAnswer } from './task-entities';

/** The answer columns are JSON columns (SQLite json, PostgreSQL jsonb) written by the plain-SQL save and read by the ORM. */
describe('answer JSON columns', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('stores a saved answer and its resources as JSON and reads them back as lists', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const lessons = dataOf<LessonWithTasksDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.courseLessons(1), headers: s1.auth }));
    // The first task of the course the student may still answer (neither locked nor finished).
    let task: TaskListItemDto | undefined;
    for (const lesson of lessons) {
      const tasks = dataOf<TaskListItemDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.lessonTasks(lesson.id), headers: s1.auth }));
      task = tasks.find((t) => !t.locked && (t.solveStatus === SolveStatus.Nothing || t.solveStatus === SolveStatus.Open));
      if (task) break;
    }
    if (!task) throw new Error('the demo seed has no open task for student1');
    const answer = [{ windowId: 1, answerText: 'print("Привет, \'мир\'")\n' }];
    const resources = [{ name: 'рисунок.png', url: '/files/1', md5: 'd41d8cd98f00b204e9800998ecf8427e' }];
    for (const revision of [1, 2]) {
      const save = await ctx.app.inject({
        method: 'POST',
        url: ApiPaths.answer(task.id),
        headers: s1.auth,
        payload: { studentId: s1.userId, autoCheckPassed: false, lessonTaskId: task.id, answer, projectId: null, resources, action: 'Save', revision },
      });
      expect({ status: save.statusCode, body: save.json<unknown>() }).toMatchObject({ status: 200, body: { data: { applied: true, revision } } });
    }

    const stored = await ctx.app.em().findOneOrFail(TaskAnswer, { task: task.id, student: s1.userId });
    expect({ answer: stored.answerJson, resources: stored.resourcesJson, revision: stored.revision }).toEqual({ answer, resources, revision: 2 });

    const knex = (ctx.app.em() as SqlEntityManager).getKnex();
    const columns =
      ctx.app.db.dialect === 'sqlite'
        ? (await knex.raw<{ type: string }[]>(`select type from pragma_table_info('task_answers') where name in ('answer_json', 'resources_json')`)).map((c) => c.type)
        : (await knex.raw<{ rows: { type: string }[] }>(`select data_type as type from information_schema.columns where table_name = 'task_answers' and column_name in ('answer_json', 'resources_json')`)).rows.map((c) => c.type);
    expect(columns).toEqual(ctx.app.db.dialect === 'sqlite' ? ['json', 'json'] : ['jsonb', 'jsonb']);

    const read = await ctx.app.inject({ method: 'GET', url: ApiPaths.answer(task.id), headers: s1.auth });
    expect(dataOf(read)).toMatchObject({ answer, revision: 2 });
  });
});
