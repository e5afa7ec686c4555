import { runSql, SQL_LIMITS, type SqlRun } from './run';
import { TSql } from './texts';
import { loadSqlJs, PETS_SETUP } from './test-sql';

const sql = loadSqlJs();
const run = (query: string, setup = PETS_SETUP) => runSql(sql(), setup, query);
const failed = (result: SqlRun) => (result.ok ? null : result.error);

describe('runSql', () => {
  it('runs the setup, then the query, and keeps only the last statement’s table', () => {
    expect(run("SELECT name FROM pets WHERE kind = 'кошка' ORDER BY id")).toEqual({ ok: true, columns: ['name'], rows: [['Мурка'], ['Барсик']] });
    expect(run('SELECT 1 AS one; SELECT name, age FROM pets WHERE id = 2;')).toEqual({ ok: true, columns: ['name', 'age'], rows: [['Шарик', 5]] });
    // Statements before the last may change the database the last one reads.
    expect(run("INSERT INTO pets (name) VALUES ('Новенький'); SELECT COUNT(*) FROM pets")).toEqual({ ok: true, columns: ['COUNT(*)'], rows: [[5]] });
  });

  it('gives every call a fresh database', () => {
    expect(run("CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('x'); SELECT * FROM notes")).toMatchObject({ ok: true, rows: [['x']] });
    expect(failed(run('SELECT * FROM notes'))).toMatchObject({ kind: 'query', message: TSql.errors.noSuchTable('notes') });
    expect(run('SELECT COUNT(*) FROM pets')).toMatchObject({ rows: [[4]] });
  });

  it('keeps an empty table (the columns without rows) as a result', () => {
    expect(run('SELECT name FROM pets WHERE age > 100')).toEqual({ ok: true, columns: ['name'], rows: [] });
  });

  it('refuses a query that returns no table, and an empty one, with a clear message', () => {
    expect(failed(run("UPDATE pets SET age = 1 WHERE name = 'Кеша'"))).toEqual({ kind: 'noResult', message: TSql.run.noResult, original: '' });
    expect(failed(run('   -- Напиши запрос здесь\n'))).toEqual({ kind: 'empty', message: TSql.check.emptyAnswer, original: '' });
    expect(failed(run(''))).toMatchObject({ kind: 'empty' });
  });

  it('keeps 500 rows and tells how many there were', () => {
    const result = run('WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r LIMIT 1200) SELECT n FROM r');
    expect(result.ok && result.rows.length).toBe(SQL_LIMITS.rows);
    expect(result.ok && result.total).toBe(1200);
    expect(result.ok && result.rows[499]).toEqual([500]);
  });

  it('stops an endless recursive query with the Russian message', () => {
    const started = Date.now();
    const result = run('WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT n FROM r');
    expect(failed(result)).toEqual({ kind: 'tooLong', message: TSql.run.tooLong, original: '' });
    expect(TSql.run.tooLong).toMatch(/^Запрос выполнялся слишком долго/);
    expect(Date.now() - started).toBeLessThan(SQL_LIMITS.timeMs + 1000);
  });

  it('stops on the clock too when the rows come slowly', () => {
    const slow = runSql(sql(), '', 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT n FROM r', { rows: 10, steps: Number.MAX_SAFE_INTEGER, timeMs: 50 });
    expect(failed(slow)).toMatchObject({ kind: 'tooLong' });
  });

  it('explains SQL errors in Russian and keeps SQLite’s text', () => {
    expect(failed(run('SELEC name FROM pets'))).toEqual({ kind: 'query', message: TSql.errors.syntaxNear('SELEC'), original: 'near "SELEC": syntax error' });
    expect(failed(run('SELECT nam FROM pets'))).toMatchObject({ message: TSql.errors.noSuchColumn('nam'), original: 'no such column: nam' });
  });

  it('tells a broken task database apart from the student’s mistake', () => {
    const result = failed(run('SELECT 1', 'CREATE TABLE pets (id INTEGER PRIMARY KEY'));
    expect(result).toMatchObject({ kind: 'setup', original: 'incomplete input' });
    expect(result?.message).toBe(TSql.run.setupFailed(TSql.errors.incomplete));
  });

  it('refuses statements that reach outside the task’s tables, whatever comments hide them', () => {
    for (const [query, keyword] of [
      ["ATTACH DATABASE '/etc/passwd' AS p; SELECT 1", 'ATTACH'],
      ['SELECT 1; /* hi */ -- there\n pragma max_page_count = 1000000000; SELECT 2', 'PRAGMA'],
      ["VACUUM INTO '/tmp/copy.db'", 'VACUUM'],
    ]) {
      expect(failed(run(query))).toEqual({ kind: 'forbidden', message: TSql.run.forbidden(keyword), original: '' });
    }
    expect(failed(run("SELECT load_extension('/tmp/evil.so')"))).toMatchObject({ kind: 'query', message: TSql.errors.noSuchFunction('load_extension') });
    // The words inside a text are not commands.
    expect(run("SELECT 'PRAGMA' AS word")).toMatchObject({ ok: true, rows: [['PRAGMA']] });
  });

  it('shows numbers as numbers, empty cells as null and blobs as SQLite writes them', () => {
    expect(run("SELECT 1.5, 'текст', NULL, x'0aff'")).toMatchObject({ rows: [[1.5, 'текст', null, "X'0AFF'"]] });
  });
});
