/** Sticky notes (spec 3.8): a pink or yellow note at an offset over the editor. */
export type StickyColor = 'pink' | 'yellow';

export const STICKY_WIDTH = 200;

export const toggleStickyColor = (color: StickyColor): StickyColor => (color === 'pink' ? 'yellow' : 'pink');

export const normalizeStickyColor = (color: unknown): StickyColor => (color === 'pink' ? 'pink' : 'yellow');

/** Offsets are finite pixel numbers, never negative, bounded to a sane page size. */
export function normalizeOffset(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(Math.max(Math.round(n), 0), 20000) : 0;
}

