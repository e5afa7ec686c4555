/** Font size control of the toolbar (spec 9): steps, bounds and input rules (spec 5). */
export const DEFAULT_FONT_SIZE = 15;
/** The spec leaves the control's bounds open: 8-72 keeps every step rule reachable. */
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 72;
/** The toolbar's list of sizes (spec 9: 10-20px). */
export const FONT_SIZE_OPTIONS: readonly number[] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

export function nextFontSize(current: number, min = MIN_FONT_SIZE, max = MAX_FONT_SIZE): number {
  if (current < min) return min;
  if (current < 12) return Math.min(current + 1, max);
  if (current < 20) return Math.min(current + 2, max);
  if (current < 36) return Math.min(current + 4, max);
  if (current <= 60) return Math.min(current + 12, max);
  return max;
}

export function previousFontSize(current: number, min = MIN_FONT_SIZE, max = MAX_FONT_SIZE): number {
  if (current > max) return max;
  if (current >= 48) return Math.max(current - 12, min);
  if (current >= 24) return Math.max(current - 4, min);
  if (current >= 14) return Math.max(current - 2, min);
  if (current >= 9) return Math.max(current - 1, min);
  return min;
}

export function clampFontSize(value: number, min = MIN_FONT_SIZE, max = MAX_FONT_SIZE): number {
  return Math.min(max, Math.max(min, value));
}

/** Keys that must not reach the numeric input. */
export const BLOCKED_FONT_SIZE_KEYS: readonly string[] = ['e', 'E', '+', '-'];

/** Typed text of the input: non-numeric becomes empty. */
export function sanitizeFontSizeInput(raw: string): string {
  return /^\d+$/.test(raw.trim()) ? raw.trim() : '';
}

/** A CSS font-size accepted from a style: pixels within range only. */
export function fontSizeFromStyle(style: string | undefined, min = MIN_FONT_SIZE, max = MAX_FONT_SIZE): number | null {
  const m = /^(\d+(?:\.\d+)?)px$/.exec((style ?? '').trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= min && n <= max ? n : null;
}

/**
 * What the toolbar's size box shows for the selection's font-size style: the number of an accepted
 * pixel size, else empty (a mixed selection, another unit or a size out of range).
 */
export function fontSizeBoxValue(style: string): string {
  const n = fontSizeFromStyle(style);
  return n === null ? '' : String(n);
}
