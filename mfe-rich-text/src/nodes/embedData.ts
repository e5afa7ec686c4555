import { parseFrameSize } from '../lib/validators/frameEmbed';

/** Stored sizes are re-validated; anything odd falls back to the block's default. */
export const sizeOr = (value: unknown, fallback: string) => parseFrameSize(value) ?? fallback;

/** Source links are kept only as https addresses without markup characters. */
export function httpsUrlOrEmpty(url: unknown): string {
  if (typeof url !== 'string' || /[\s<>"'`\\]/.test(url.trim())) return '';
  try {
    return new URL(url.trim()).protocol === 'https:' ? url.trim() : '';
  } catch {
    return '';
  }
}
