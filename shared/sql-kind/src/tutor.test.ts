import { describeSqlError, sqlForbidden, sqlRefusal } from './errors';
import { sql } from './declaration';
import { runSql } from './run';
import { TSql } from './texts';
import { loadSqlJs, PETS_SETUP } from './test-sql';
import { explainSqlOutput } from './tutor';

const SQL = loadSqlJs();
/** The tutor's input as the workspace sends it after a run: the error the child saw (SqlWorkspace's runOutput). */
function shownAfter(query: string): string {
  const run = runSql(SQL(), PETS_SETUP, query);
  if (run.ok) throw new Error(`${query} ran`);
  return describeSqlError(run.error);
}

describe('the offline tutor’s SQL rules (the declaration’s tutor.explain)', () => {
  it('are the ones the SQL kind declares', () => {
    expect(sql.tutor.explain).toBe(explainSqlOutput);
  });

  it('explain an SQLite error as the workspace showed it, with how to look for the mistake', () => {
    expect(explainSqlOutput(shownAfter('SELECT nam FROM pets'))).toEqual({ kind: 'sql', text: `${TSql.errors.noSuchColumn('nam')}\n\n${TSql.tutor.queryHint}` });
    expect(explainSqlOutput(shownAfter('SELEC name FROM pets'))?.text).toContain(TSql.errors.syntaxNear('SELEC'));
  });

  it('explain an SQLite message the student pasted without the explanation', () => {
    expect(explainSqlOutput('no such table: pet')?.text).toBe(`${TSql.errors.noSuchTable('pet')}\n\n${TSql.tutor.queryHint}`);
  });

  it('explain a runaway query, a query with no table and a refused statement with the kind’s texts', () => {
    expect(explainSqlOutput(describeSqlError(sqlRefusal('tooLong')))).toEqual({ kind: 'tooLong', text: `${TSql.run.tooLong}\n\n${TSql.tutor.tooLongHint}` });
    expect(explainSqlOutput(describeSqlError(sqlRefusal('noResult')))).toEqual({ kind: 'noResult', text: TSql.run.noResult });
    expect(explainSqlOutput(describeSqlError(sqlForbidden('ATTACH')))).toEqual({ kind: 'forbidden', text: TSql.run.forbidden('ATTACH') });
  });

  it('leave a result table and an SQLite text no rule knows to the general rules (or the unknown-error text)', () => {
    expect(explainSqlOutput('name\nМурка\nШарик')).toBeNull();
    expect(explainSqlOutput(`${TSql.errors.unknown}\n${TSql.errors.original('disk I/O error')}`)).toEqual({ kind: 'sql', text: `${TSql.errors.unknown}\n\n${TSql.tutor.queryHint}` });
  });
});
