import type { SqlJsStatic } from 'sql.js';
import { runSql, rowTotal, SQL_LIMITS, type SqlCell, type SqlErrorInfo } from '@school/sql-kind';

export interface TablePreview {
  name: string;
  columns: { name: string; type: string }[];
  /** The first rows, at most PREVIEW_ROWS. */
  rows: SqlCell[][];
  rowCount: number;
}

export const PREVIEW_ROWS = 10;

export type SchemaRead = { ok: true; tables: TablePreview[] } | { ok: false; error: SqlErrorInfo };

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table the setup made, with its columns in order (a table-valued pragma: a plain SELECT). */
const COLUMNS_QUERY = `SELECT m.name, p.name, p.type FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p
WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.rowid, p.cid`;

/**
 * The task's database as the student sees it: each table the setup (window 19) makes, in creation
 * order, with its columns, size and first rows. Read with the kind's own runner (runSql), so the
 * database is built exactly as for a query and a broken setup is explained the same way.
 */
export function readSchema(SQL: SqlJsStatic, setup: string): SchemaRead {
  const columns = runSql(SQL, setup, COLUMNS_QUERY);
  if (!columns.ok) return { ok: false, error: columns.error };
  const tables = new Map<string, TablePreview>();
  for (const [table, name, type] of columns.rows) {
    const key = String(table);
    if (!tables.has(key)) tables.set(key, { name: key, columns: [], rows: [], rowCount: 0 });
    tables.get(key)!.columns.push({ name: String(name), type: String(type ?? '') });
  }
  for (const table of tables.values()) {
    const rows = runSql(SQL, setup, `SELECT * FROM ${quoted(table.name)}`, { ...SQL_LIMITS, rows: PREVIEW_ROWS });
    if (!rows.ok) return { ok: false, error: rows.error };
    table.rows = rows.rows;
    table.rowCount = rowTotal(rows);
  }
  return { ok: true, tables: [...tables.values()] };
}

/** Table -> column names, for the editor's completion. */
export function completionSchema(tables: readonly TablePreview[]): Record<string, string[]> {
  return Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name)]));
}
