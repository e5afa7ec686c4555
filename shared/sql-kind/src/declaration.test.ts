import { TaskType, WindowId } from '@school/contracts';
import { taskKind } from '@school/task-kinds';
import { sql } from './declaration';
import { parseSqlCheck } from './check-config';
import { TSql } from './texts';

const content = (windows: Partial<Record<number, string>>) => ({ taskText: Object.entries(windows).map(([id, text]) => ({ windowId: Number(id), text: text! })) });

describe('the SQL kind’s declaration', () => {
  it('is registered as Sql, checked by a server verifier, with the check and the reference hidden', () => {
    expect(taskKind(TaskType.Sql)).toBe(sql);
    expect(sql).toMatchObject({ pass: 'server', verdict: 'verifier', answerWindows: [WindowId.sqlQuery], checkWindow: WindowId.sqlCheck });
    expect(sql.studentHidden).toEqual([WindowId.sqlCheck, WindowId.solution]);
    expect(sql.windows).toContain(WindowId.sqlSetup);
  });

  it('reads the order rule of window 20: blank is unordered', () => {
    expect(parseSqlCheck('')).toEqual({ ok: true, config: { ordered: false } });
    expect(parseSqlCheck('{"ordered": true}')).toEqual({ ok: true, config: { ordered: true } });
    expect(parseSqlCheck('{}')).toEqual({ ok: true, config: { ordered: false } });
    for (const broken of ['{', '[]', '"x"', '{"ordered": "yes"}']) expect(parseSqlCheck(broken)).toEqual({ ok: false, message: TSql.author.checkBroken });
  });

  it('needs the database script (window 19)', () => {
    expect(sql.parse(content({ [WindowId.sqlCheck]: '{"ordered": true}' }))).toEqual({ ok: false, message: TSql.author.setupMissing });
    expect(sql.parse(content({ [WindowId.sqlSetup]: 'CREATE TABLE t (x);' }))).toEqual({ ok: true, config: { ordered: false, setup: 'CREATE TABLE t (x);' } });
  });
});
