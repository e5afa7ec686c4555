import { describeSqlError } from './errors';
import { rowTotal, type SqlCell, type SqlRun } from './run';
import { TSql } from './texts';

export interface SqlVerdict {
  passed: boolean;
  message: string;
}

const TOLERANCE = 1e-9;

/** A number as a number, a numeric text as its number too: '12' and 12 and 12.0 are one answer to a child. */
function numberOf(value: SqlCell): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function cellsEqual(a: SqlCell, b: SqlCell): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = numberOf(a);
    const y = numberOf(b);
    return x !== null && y !== null && Math.abs(x - y) <= TOLERANCE * Math.max(1, Math.abs(x), Math.abs(y));
  }
  return a === b;
}

const rowsEqual = (a: readonly SqlCell[], b: readonly SqlCell[]) => a.length === b.length && a.every((value, i) => cellsEqual(value, b[i]));

/** A row as a message shows it: «Маша | 12». */
export const rowText = (row: readonly SqlCell[]) => row.map((value) => (value === null ? TSql.check.nullCell : String(value))).join(' | ');

/** Pairs each expected row with an equal actual row; what stays unpaired on either side. */
function unpaired(expected: readonly SqlCell[][], actual: readonly SqlCell[][]) {
  const used = new Array<boolean>(actual.length).fill(false);
  const missing: SqlCell[][] = [];
  for (const row of expected) {
    const i = actual.findIndex((candidate, j) => !used[j] && rowsEqual(row, candidate));
    if (i < 0) missing.push(row);
    else used[i] = true;
  }
  return { missing, extra: actual.filter((_, j) => !used[j]) };
}

/**
 * The student's result against the reference query's: the same number of columns (names are free:
 * aliases do not matter), the same rows as multisets, or in the same order when `ordered`; numbers
 * within 1e-9. The message says the first difference in words a child understands.
 */
export function compareResults(expected: SqlRun, actual: SqlRun, opts: { ordered: boolean }): SqlVerdict {
  if (!expected.ok) return { passed: false, message: TSql.check.referenceFailed(describeSqlError(expected.error)) };
  if (!actual.ok) return { passed: false, message: describeSqlError(actual.error) };
  if (expected.columns.length !== actual.columns.length) {
    return { passed: false, message: TSql.check.columnCount(expected.columns.length, actual.columns.length) };
  }
  if (rowTotal(expected) !== rowTotal(actual)) return { passed: false, message: TSql.check.rowCount(rowTotal(expected), rowTotal(actual)) };
  const { missing, extra } = unpaired(expected.rows, actual.rows);
  if (missing.length) return { passed: false, message: TSql.check.missingRow(rowText(missing[0])) };
  if (extra.length) return { passed: false, message: TSql.check.extraRow(rowText(extra[0])) };
  if (opts.ordered && !expected.rows.every((row, i) => rowsEqual(row, actual.rows[i]))) return { passed: false, message: TSql.check.wrongOrder };
  return { passed: true, message: TSql.check.passed };
}
