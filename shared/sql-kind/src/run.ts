import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { errorText, explainSqlError, setupError, sqlForbidden, sqlRefusal, type SqlErrorInfo } from './errors';

export type SqlCell = string | number | null;

/**
 * What one run gave: the last statement's table, or why there is none. `total` is present only when
 * the query produced more rows than were kept (`rows` holds the first `SQL_LIMITS.rows`).
 */
export type SqlRun = { ok: true; columns: string[]; rows: SqlCell[][]; total?: number } | { ok: false; error: SqlErrorInfo };

export interface SqlLimits {
  /** Rows kept of the result. */
  rows: number;
  /** Rows stepped through in all, setup and query each: a recursive query without an end stops here. */
  steps: number;
  /** Wall time of the query, checked between steps (one step that never returns is the caller's to kill). */
  timeMs: number;
}

export const SQL_LIMITS: SqlLimits = { rows: 500, steps: 200_000, timeMs: 3000 };

class TooLong extends Error {}

class Forbidden extends Error {
  constructor(readonly keyword: string) {
    super(keyword);
  }
}

/**
 * Statements a query may not hold: they reach outside the task's tables (ATTACH, VACUUM INTO: files of
 * sql.js's in-memory file system) or lift the database's size cap (PRAGMA max_page_count). The
 * author's setup may use them; a student's query reads and changes only the task's tables.
 */
const FORBIDDEN = /^(PRAGMA|ATTACH|DETACH|VACUUM)\b/i;
const LEADING_COMMENTS = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?(?:\*\/|$))*/;

/** Caps a database at 16 MiB of pages and keeps temporary tables in SQLite's (capped) heap. */
const SIZE_CAP = 'PRAGMA max_page_count = 4096; PRAGMA temp_store = MEMORY;';

interface Table {
  columns: string[];
  rows: SqlCell[][];
  total: number;
}

/** A blob has no text form a child would type: it is shown as SQLite writes a blob literal. */
function cell(value: SqlValue): SqlCell {
  if (value instanceof Uint8Array) return `X'${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase()}'`;
  return value;
}

/** Counts steps and watches the clock: sql.js cannot be interrupted from outside in the same thread. */
function meter(limits: SqlLimits) {
  const deadline = Date.now() + limits.timeMs;
  let steps = 0;
  return () => {
    steps++;
    if (steps > limits.steps || Date.now() > deadline) throw new TooLong();
  };
}

/**
 * Runs every statement of a script; the result is the last statement's table, null when the last
 * statement returns none (INSERT, CREATE), undefined when the script has no statement at all.
 */
function execute(db: Database, script: string, limits: SqlLimits, guarded: boolean): Table | null | undefined {
  const tick = meter(limits);
  const statements = db.iterateStatements(script);
  let last: Table | null | undefined;
  for (;;) {
    const next = statements.next();
    if (next.done) return last;
    const statement = next.value;
    try {
      const keyword = guarded ? (statement.getSQL() ?? '').replace(LEADING_COMMENTS, '').match(FORBIDDEN) : null;
      if (keyword) throw new Forbidden(keyword[1].toUpperCase());
      const columns = statement.getColumnNames();
      const table: Table = { columns, rows: [], total: 0 };
      for (;;) {
        tick();
        if (!statement.step()) break;
        table.total++;
        if (table.rows.length < limits.rows) table.rows.push(statement.get().map(cell));
      }
      last = columns.length ? table : null;
    } finally {
      statement.free();
    }
  }
}

/**
 * One fresh in-memory database: the task's `setup` script, then the `query`, whose last statement's
 * table is the result. Never throws: SQL errors come back explained in Russian.
 */
export function runSql(SQL: SqlJsStatic, setup: string, query: string, limits: SqlLimits = SQL_LIMITS): SqlRun {
  const db = new SQL.Database();
  try {
    try {
      db.run(SIZE_CAP);
      execute(db, setup, limits, false);
    } catch (error) {
      return { ok: false, error: error instanceof TooLong ? sqlRefusal('tooLong') : setupError(errorText(error)) };
    }
    let table: Table | null | undefined;
    try {
      table = execute(db, query, limits, true);
    } catch (error) {
      if (error instanceof Forbidden) return { ok: false, error: sqlForbidden(error.keyword) };
      return { ok: false, error: error instanceof TooLong ? sqlRefusal('tooLong') : explainSqlError(errorText(error)) };
    }
    if (table === undefined) return { ok: false, error: sqlRefusal('empty') };
    if (table === null) return { ok: false, error: sqlRefusal('noResult') };
    return { ok: true, columns: table.columns, rows: table.rows, ...(table.total > table.rows.length ? { total: table.total } : {}) };
  } finally {
    db.close();
  }
}

/** How many rows a run produced (kept or not). */
export const rowTotal = (run: Extract<SqlRun, { ok: true }>): number => run.total ?? run.rows.length;
