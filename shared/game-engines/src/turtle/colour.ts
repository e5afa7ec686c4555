/** Straight (non-premultiplied) colour; alpha in 0..1 as in CSS. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * Reads '#rgb', '#rrggbb', '#rrggbbaa' (what Blockly's colour field and pickers give) and
 * 'rgb(...)' / 'rgba(...)'. Null when it is none of these.
 */
export function parseColour(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (functional) {
    const [r, g, b] = functional.slice(1, 4).map((part) => clamp(Math.round(Number(part)), 0, 255));
    const a = functional[4] === undefined ? 1 : clamp(Number(functional[4]), 0, 1);
    return { r, g, b, a };
  }
  return null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
