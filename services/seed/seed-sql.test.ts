import { sql, SqlWindowId, TSql } from '@school/sql-kind';
import { checkServiceForTests } from '../code-check/test-support';
import { checkSqlQuery } from '../code-check/sql/sql-verifier';
import { SQL_LESSON } from './seed-sql';

const service = checkServiceForTests();

/** Every seeded SQL task: its reference passes its own check, queries in other styles pass, the typical wrong ones are refused with the check's message. */
describe('seeded SQL lesson «Базы данных: первые запросы»', () => {
  const tasks = SQL_LESSON.tasks;

  it('has 4-5 tasks, each valid for the SQL kind, with at least three right and three wrong queries', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(4);
    expect(tasks.length).toBeLessThanOrEqual(5);
    for (const t of tasks) {
      // Windows as seedLessonContent stores them.
      const taskText = Object.entries(t.texts).map(([key, text]) => ({ windowId: SqlWindowId[key as keyof typeof SqlWindowId], text: text! }));
      for (const w of taskText) expect(sql.windows).toContain(w.windowId);
      expect(sql.parse({ taskText })).toMatchObject({ ok: true });
      expect(t.right.length).toBeGreaterThanOrEqual(3);
      expect(t.wrong.length).toBeGreaterThanOrEqual(3);
    }
    // One task asks for an order of rows, the others do not.
    expect(tasks.filter((t) => t.texts.sqlCheck === '{"ordered":true}')).toHaveLength(1);
  });

  const input = (t: (typeof tasks)[number], query: string) => ({ setup: t.texts.sqlSetup!, query, reference: t.texts.solution!, check: t.texts.sqlCheck! });

  it.each(tasks.map((t) => [t.name, t] as const))('%s: the reference and the right queries pass, the wrong ones are refused with the message', async (_name, t) => {
    for (const query of [t.texts.solution!, ...t.right]) {
      expect([query, await checkSqlQuery(service.client, input(t, query))]).toEqual([query, { passed: true, message: TSql.check.passed }]);
    }
    for (const { query, message } of t.wrong) {
      expect([query, await checkSqlQuery(service.client, input(t, query))]).toEqual([query, { passed: false, message }]);
    }
    // The starter is not an answer either.
    expect((await checkSqlQuery(service.client, input(t, t.texts.sqlQuery!))).passed).toBe(false);
  });
});
