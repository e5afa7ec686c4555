import { convertIndexedToRgb, decode, type DecodedPng } from 'fast-png';
import { decodeBase64 } from '../common/base64';
import { decodeDrawing } from './baseCheckCodec';

const PNG_DATA_URL = /^data:image\/png;base64,/i;

/**
 * blocklyGameMap.baseCheck in either accepted form (spec 3.1 "image data of the reference
 * drawing"): our run-length text (`rle1:`), or a PNG data URL such as a 600x600 canvas's
 * `toDataURL()`. Returns RGBA pixels in canvas ImageData layout, or null when the text is
 * neither (the run then reports that the task has no reference).
 */
export function decodeReference(text: string): Uint8ClampedArray | null {
  if (!PNG_DATA_URL.test(text)) return decodeDrawing(text);
  const bytes = decodeBase64(text.slice(text.indexOf(',') + 1).trim());
  if (!bytes) return null;
  try {
    return toRgba(decode(bytes));
  } catch {
    // Not a PNG after all (bad signature, CRC or zlib data): no reference.
    return null;
  }
}

/**
 * Any 8- or 16-bit PNG (grey, grey+alpha, RGB, RGBA, palette) as 8-bit RGBA. A PNG without
 * alpha (a drawing saved on white paper) has its white pixels made transparent, so only the
 * lines count as ink, like in our own drawings.
 */
function toRgba(png: DecodedPng): Uint8ClampedArray | null {
  const pixels = png.width * png.height;
  const indexed = png.palette !== undefined;
  const data = indexed ? convertIndexedToRgb(png) : png.data;
  const channels = indexed ? data.length / pixels : png.channels;
  if (!indexed && png.depth !== 8 && png.depth !== 16) return null;
  if (!Number.isInteger(channels) || channels < 1 || channels > 4 || data.length < pixels * channels) return null;
  // 16-bit samples keep their high byte.
  const shift = !indexed && png.depth === 16 ? 8 : 0;
  const image = new Uint8ClampedArray(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const from = pixel * channels;
    const to = pixel * 4;
    const grey = channels < 3;
    image[to] = data[from] >> shift;
    image[to + 1] = data[grey ? from : from + 1] >> shift;
    image[to + 2] = data[grey ? from : from + 2] >> shift;
    const hasAlpha = channels === 2 || channels === 4;
    // Without an alpha channel the paper is white: white pixels are no ink.
    const paper = !hasAlpha && image[to] === 255 && image[to + 1] === 255 && image[to + 2] === 255;
    image[to + 3] = hasAlpha ? data[from + channels - 1] >> shift : paper ? 0 : 255;
  }
  return image;
}
