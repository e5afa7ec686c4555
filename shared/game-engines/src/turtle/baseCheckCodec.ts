import { decodeBase64, encodeBase64 } from '../common/base64';

/**
 * blocklyGameMap.baseCheck: the reference drawing, run-length encoded. A turtle drawing is
 * mostly transparent with long runs of one colour, so 1.44 MB of RGBA shrinks to a few KB of
 * text. Layout after the prefix, base64: varint pixel count, then varint run length + r, g, b, a
 * per run.
 */
const PREFIX = 'rle1:';

export function encodeDrawing(image: Uint8ClampedArray): string {
  const bytes: number[] = [];
  writeVarint(bytes, image.length / 4);
  for (let pixel = 0; pixel < image.length; ) {
    let run = 1;
    while (pixel + run * 4 < image.length && samePixel(image, pixel, pixel + run * 4)) run++;
    writeVarint(bytes, run);
    bytes.push(image[pixel], image[pixel + 1], image[pixel + 2], image[pixel + 3]);
    pixel += run * 4;
  }
  return PREFIX + encodeBase64(Uint8Array.from(bytes));
}

/** Null when the text is not an encoded drawing (e.g. a legacy PNG data URL). */
export function decodeDrawing(text: string): Uint8ClampedArray | null {
  if (!text.startsWith(PREFIX)) return null;
  const bytes = decodeBase64(text.slice(PREFIX.length));
  if (!bytes) return null;
  const cursor = { offset: 0 };
  const pixels = readVarint(bytes, cursor);
  if (pixels === null || pixels > 16_000_000) return null;
  const image = new Uint8ClampedArray(pixels * 4);
  let pixel = 0;
  while (cursor.offset < bytes.length) {
    const run = readVarint(bytes, cursor);
    if (run === null || cursor.offset + 4 > bytes.length || pixel + run > pixels) return null;
    const colour = bytes.subarray(cursor.offset, cursor.offset + 4);
    cursor.offset += 4;
    // A new image is already transparent: only coloured runs need writing.
    if (colour.some((byte) => byte !== 0)) for (let i = 0; i < run; i++) image.set(colour, (pixel + i) * 4);
    pixel += run;
  }
  return pixel === pixels ? image : null;
}

function samePixel(image: Uint8ClampedArray, a: number, b: number): boolean {
  return image[a] === image[b] && image[a + 1] === image[b + 1] && image[a + 2] === image[b + 2] && image[a + 3] === image[b + 3];
}

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

function readVarint(bytes: Uint8Array, cursor: { offset: number }): number | null {
  let value = 0;
  for (let shift = 1; cursor.offset < bytes.length; shift *= 128) {
    const byte = bytes[cursor.offset++];
    value += (byte & 0x7f) * shift;
    if (byte < 0x80) return value;
  }
  return null;
}
