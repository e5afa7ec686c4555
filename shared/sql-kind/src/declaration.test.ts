import { WindowId } from '@school/contracts';
import { taskKind } from '@school/task-kinds';
import { SQL_TASK_TYPE, sql } from './declaration';
import { SqlWindowId } from './windows';
import { parseSqlCheck } from './check-config';
import { TSql } from './texts';

const content = (windows: Partial<Record<number, string>>) => ({ taskText: Object.entries(windows).map(([id, text]) => ({ windowId: Number(id), text: text! })) });

describe('the SQL kind’s declaration', () => {
  it('is registered as Sql, checked by a server verifier, with the check and the reference hidden', () => {
    expect(taskKind(SQL_TASK_TYPE)).toBe(sql);
    expect(sql).toMatchObject({ pass: 'server', verdict: 'verifier', answerWindows: [SqlWindowId.sqlQuery], checkWindow: SqlWindowId.sqlCheck });
    expect(sql.studentHidden).toEqual([SqlWindowId.sqlCheck, WindowId.solution]);
    expect(sql.windows).toContain(SqlWindowId.sqlSetup);
  });

  it('reads the order rule of window 20: blank is unordered', () => {
    expect(parseSqlCheck('')).toEqual({ ok: true, config: { ordered: false } });
    expect(parseSqlCheck('{"ordered": true}')).toEqual({ ok: true, config: { ordered: true } });
    expect(parseSqlCheck('{}')).toEqual({ ok: true, config: { ordered: false } });
    for (const broken of ['{', '[]', '"x"', '{"ordered": "yes"}']) expect(parseSqlCheck(broken)).toEqual({ ok: false, message: TSql.author.checkBroken });
  });

  it('reads the rows window 20 expects: equally long rows of cells, else the author is told', () => {
    expect(parseSqlCheck('{"ordered": true, "expected": [["Мурка", 3], ["Шарик", null]]}')).toEqual({ ok: true, config: { ordered: true, expected: [['Мурка', 3], ['Шарик', null]] } });
    expect(parseSqlCheck('{"expected": []}')).toEqual({ ok: true, config: { ordered: false, expected: [] } });
    for (const broken of ['{"expected": 1}', '{"expected": [1]}', '{"expected": [[1], [1, 2]]}', '{"expected": [[{}]]}', '{"expected": [[]]}']) {
      expect(parseSqlCheck(broken)).toEqual({ ok: false, message: TSql.author.expectedBroken });
    }
  });

  it('lets the author try the check with a blank window 20 and fetches sql.js ahead', () => {
    expect(sql.solutionCheck).toEqual({ answer: SqlWindowId.sqlQuery, check: SqlWindowId.sqlCheck, blankCheckValid: true });
    expect(sql.warmAhead).toBe(true);
  });

  it('needs the database script (window 19)', () => {
    expect(sql.parse(content({ [SqlWindowId.sqlCheck]: '{"ordered": true}' }))).toEqual({ ok: false, message: TSql.author.setupMissing });
    expect(sql.parse(content({ [SqlWindowId.sqlSetup]: 'CREATE TABLE t (x);' }))).toEqual({ ok: true, config: { ordered: false, setup: 'CREATE TABLE t (x);' } });
  });
});
