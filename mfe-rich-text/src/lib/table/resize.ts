/** Table resizing limits (spec 9): min column width 92, min row height 33, handle 16px. */
export const TABLE_MIN_COLUMN_WIDTH = 92;
export const TABLE_MIN_ROW_HEIGHT = 33;
export const TABLE_RESIZER_SIZE = 16;

/** Column widths after dragging column `index`'s right edge by `delta` px (never under the minimum). */
export function resizeColumn(widths: readonly number[], index: number, delta: number): number[] {
  return widths.map((w, i) => (i === index ? Math.max(TABLE_MIN_COLUMN_WIDTH, Math.round(w + delta)) : Math.round(w)));
}

/** Row height after dragging its bottom edge by `delta` px (never under the minimum). */
export const resizeRow = (height: number, delta: number) => Math.max(TABLE_MIN_ROW_HEIGHT, Math.round(height + delta));

/** Stored widths, filled from the measured ones where missing (a table without widths yet). */
export function currentColumnWidths(stored: readonly number[] | undefined, measured: readonly number[]): number[] {
  return measured.map((m, i) => {
    const s = stored?.[i];
    return typeof s === 'number' && s > 0 ? s : Math.max(TABLE_MIN_COLUMN_WIDTH, Math.round(m));
  });
}
