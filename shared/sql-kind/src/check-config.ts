import { TSql } from './texts';

/** Window 20 of an SQL task: whether the order of rows matters (the task asks for ORDER BY). */
export interface SqlCheckConfig {
  ordered: boolean;
}

export const DEFAULT_SQL_CHECK: SqlCheckConfig = { ordered: false };

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
  const ordered = (value as { ordered?: unknown }).ordered;
  if (ordered !== undefined && typeof ordered !== 'boolean') return { ok: false, message: TSql.author.checkBroken };
  return { ok: true, config: { ordered: ordered === true } };
}
