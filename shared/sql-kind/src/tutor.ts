import type { KindTutorExplanation } from '@school/task-kinds';
import { knownSqlError } from './errors';
import { TSql } from './texts';

const FORBIDDEN_KEYWORDS = ['PRAGMA', 'ATTACH', 'DETACH', 'VACUUM'];
/** How the workspace shows SQLite's own words beside the explanation (`describeSqlError`). */
const ORIGINAL_PREFIX = TSql.errors.original('');

/**
 * The offline tutor's rules for SQL, on the last run's output as the workspace shows it (the
 * explanation, then «Сообщение SQLite: …») or an SQLite message the student pasted: what went wrong
 * and how to look for the mistake; null when the output holds no failure this kind knows.
 */
export function explainSqlOutput(output: string): KindTutorExplanation | null {
  const lines = output.split('\n');
  const original = lines.find((line) => line.startsWith(ORIGINAL_PREFIX))?.slice(ORIGINAL_PREFIX.length);
  const known = knownSqlError(original ?? output);
  if (known) return { kind: 'sql', text: `${known}\n\n${TSql.tutor.queryHint}` };
  if (output.includes(TSql.run.tooLong)) return { kind: 'tooLong', text: `${TSql.run.tooLong}\n\n${TSql.tutor.tooLongHint}` };
  if (output.includes(TSql.run.noResult)) return { kind: 'noResult', text: TSql.run.noResult };
  const forbidden = FORBIDDEN_KEYWORDS.find((keyword) => output.includes(TSql.run.forbidden(keyword)));
  if (forbidden) return { kind: 'forbidden', text: TSql.run.forbidden(forbidden) };
  if (original !== undefined) return { kind: 'sql', text: `${TSql.errors.unknown}\n\n${TSql.tutor.queryHint}` };
  return null;
}
