import type { SqlCell } from './run';
import { TSql } from './texts';

/** Rows an `expected` list may hold (the check keeps as many of a result). */
const MAX_EXPECTED_ROWS = 500;

/**
 * Window 20 of an SQL task: whether the order of rows matters (the task asks for ORDER BY) and,
 * optionally, the rows the task must produce. With `expected` an answer is compared with those
 * rows, not with the reference query's result, so the author's 'Проверить решение' checks the
 * solution against an expectation of its own, as a Python solution meets its check.
 */
export interface SqlCheckConfig {
  ordered: boolean;
  expected?: SqlCell[][];
}

const isCell = (v: unknown): v is SqlCell => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The `expected` rows of window 20: a list of equally long rows of cells; undefined when absent, null when broken. */
function expectedRows(value: unknown): SqlCell[][] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_EXPECTED_ROWS) return null;
  const rows = value as unknown[];
  if (!rows.every((row) => Array.isArray(row) && row.length > 0 && row.length === (rows[0] as unknown[]).length && row.every(isCell))) return null;
  return rows as SqlCell[][];
}

export const DEFAULT_SQL_CHECK: SqlCheckConfig = { ordered: false };

/** Window 20's text for a config (the author's editor writes it; `parseSqlCheck` reads it back). */
export const sqlCheckText = (config: SqlCheckConfig): string => JSON.stringify(config.expected ? { ordered: config.ordered, expected: config.expected } : { ordered: config.ordered });

/**
 * Reads window 20: blank means `{"ordered": false}`; anything but a JSON object whose `ordered`
 * (when present) is a boolean is the author's mistake, told in Russian.
 */
export function parseSqlCheck(text: string): { ok: true; config: SqlCheckConfig } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, config: DEFAULT_SQL_CHECK };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: TSql.author.checkBroken };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: TSql.author.checkBroken };
  const { ordered, expected } = value as { ordered?: unknown; expected?: unknown };
  if (ordered !== undefined && typeof ordered !== 'boolean') return { ok: false, message: TSql.author.checkBroken };
  const rows = expectedRows(expected);
  if (rows === null) return { ok: false, message: TSql.author.expectedBroken };
  return { ok: true, config: { ordered: ordered === true, ...(rows ? { expected: rows } : {}) } };
}
