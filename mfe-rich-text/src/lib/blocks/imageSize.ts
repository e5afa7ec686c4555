export const IMAGE_MIN_WIDTH = 40;

/** New size after dragging the corner by dx pixels: width within [40, maxWidth], same aspect ratio. */
export function resizeKeepingRatio(width: number, height: number, dx: number, maxWidth: number): { width: number; height: number } {
  const ratio = width > 0 && height > 0 ? height / width : 1;
  const w = Math.round(Math.min(Math.max(width + dx, IMAGE_MIN_WIDTH), Math.max(maxWidth, IMAGE_MIN_WIDTH)));
  return { width: w, height: Math.round(w * ratio) };
}

export type InlineImagePosition = 'left' | 'right' | 'full';
export const normalizeInlinePosition = (p: unknown): InlineImagePosition => (p === 'right' || p === 'full' ? p : 'left');
