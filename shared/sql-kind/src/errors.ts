import { TSql } from './texts';

/** Why a run gave no table: an SQL error, a query that returns none, a runaway query, a broken task database. */
export type SqlErrorKind = 'query' | 'empty' | 'noResult' | 'tooLong' | 'forbidden' | 'setup';

export interface SqlErrorInfo {
  kind: SqlErrorKind;
  /** The explanation a child reads (Russian). */
  message: string;
  /** SQLite's own text, kept for the curious ('' for our own refusals). */
  original: string;
}

type Rule = [RegExp, (match: RegExpMatchArray) => string];

/** SQLite's messages (sqlite3_errmsg texts) and what each means to a child; the first match wins. */
const RULES: readonly Rule[] = [
  [/no such table: (\S+)/i, (m) => TSql.errors.noSuchTable(m[1])],
  [/no such column: (\S+)/i, (m) => TSql.errors.noSuchColumn(m[1])],
  [/near "([^"]*)": syntax error/i, (m) => TSql.errors.syntaxNear(m[1])],
  [/incomplete input/i, () => TSql.errors.incomplete],
  [/ambiguous column name: (?:\S+\.)?(\S+)/i, (m) => TSql.errors.ambiguousColumn(m[1])],
  [/misuse of (?:aggregate(?: function)?|window function):? (\w+)\(\)/i, (m) => TSql.errors.misuseOfAggregate(m[1])],
  [/no such function: (\S+)/i, (m) => TSql.errors.noSuchFunction(m[1])],
  [/unrecognized token: (.+)$/i, (m) => TSql.errors.unrecognizedToken(m[1])],
  [/do not have the same number of result columns|values were supplied|has \d+ columns but \d+ values/i, () => TSql.errors.columnCountMismatch],
  [/readonly|read-only/i, () => TSql.errors.readOnly],
  [/constraint failed/i, () => TSql.errors.constraint],
  [/too many terms|expression tree is too large/i, () => TSql.errors.tooManyTerms],
  [/string or blob too big|out of memory/i, () => TSql.errors.outOfMemory],
  [/database or disk is full/i, () => TSql.errors.databaseFull],
];

/** The message of whatever sql.js threw (an Error with SQLite's text, or anything else). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The explanation of an SQLite error text a rule knows, or null. */
export function knownSqlError(original: string): string | null {
  for (const [pattern, explain] of RULES) {
    const match = original.match(pattern);
    if (match) return explain(match);
  }
  return null;
}

/** SQLite's error text → the Russian explanation, the original kept beside it. */
export function explainSqlError(original: string): SqlErrorInfo {
  return { kind: 'query', message: knownSqlError(original) ?? TSql.errors.unknown, original };
}

/** Our own refusals, which have no SQLite text. */
const REFUSALS = { empty: TSql.check.emptyAnswer, noResult: TSql.run.noResult, tooLong: TSql.run.tooLong } as const;
export const sqlRefusal = (kind: keyof typeof REFUSALS): SqlErrorInfo => ({ kind, message: REFUSALS[kind], original: '' });

/** A statement a student's query may not hold (PRAGMA, ATTACH, DETACH, VACUUM). */
export const sqlForbidden = (keyword: string): SqlErrorInfo => ({ kind: 'forbidden', message: TSql.run.forbidden(keyword), original: '' });

/** The task's own database script failed: the author's mistake, explained with SQLite's text. */
export const setupError = (original: string): SqlErrorInfo => ({ kind: 'setup', message: TSql.run.setupFailed(explainSqlError(original).message), original });

/** The whole explanation as one text: the Russian message, then SQLite's words when there are any. */
export function describeSqlError(error: SqlErrorInfo): string {
  return error.original ? `${error.message}\n${TSql.errors.original(error.original)}` : error.message;
}
