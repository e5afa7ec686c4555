/** Table insert dialog and slash-command limits (spec 5). */
export const TABLE_ROWS = { min: 1, max: 500, default: 5 } as const;
export const TABLE_COLUMNS = { min: 1, max: 50, default: 5 } as const;

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

export function isValidTableSize(rows: number, columns: number): boolean {
  return inRange(rows, TABLE_ROWS.min, TABLE_ROWS.max) && inRange(columns, TABLE_COLUMNS.min, TABLE_COLUMNS.max);
}

/** "3x4" in the slash menu: N and M 1-99. */
export function parseSlashTableSize(query: string): { rows: number; columns: number } | null {
  const m = /^(\d{1,2})\s*[xх×*]\s*(\d{1,2})$/i.exec(query.trim());
  if (!m) return null;
  const rows = Number(m[1]);
  const columns = Number(m[2]);
  return rows >= 1 && columns >= 1 ? { rows, columns } : null;
}
