import { encodeDrawing } from './baseCheckCodec';
import { BLACK } from './colour';
import { rasterise } from './rasteriser';
import type { StrokeSegment } from './timeline';

const SIZE = 600;
const alphaAt = (image: Uint8ClampedArray, x: number, y: number) => image[(y * SIZE + x) * 4 + 3];
const inkCount = (image: Uint8ClampedArray) => {
  let count = 0;
  for (let index = 3; index < image.length; index += 4) if (image[index] > 0) count++;
  return count;
};
// jest's deep equality walks 1.44 M elements slowly; the encoded form is equal iff the images are.
const sameImage = (a: Uint8ClampedArray, b: Uint8ClampedArray) => a.length === b.length && encodeDrawing(a) === encodeDrawing(b);
const line = (x1: number, y1: number, x2: number, y2: number, extra: Partial<StrokeSegment> = {}): StrokeSegment => ({
  from: { x: x1, y: y1 },
  to: { x: x2, y: y2 },
  width: 5,
  colour: BLACK,
  ...extra,
});

describe('rasteriser', () => {
  it('paints the pixels whose centres are within width/2 of the line', () => {
    const image = rasterise([line(100, 300.2, 200, 300.2)]);
    const rows = Array.from({ length: 10 }, (_, index) => 295 + index).filter((y) => alphaAt(image, 150, y) === 255);
    expect(rows).toEqual([298, 299, 300, 301, 302]);
    expect(image.slice((300 * SIZE + 150) * 4, (300 * SIZE + 150) * 4 + 4)).toEqual(new Uint8ClampedArray([0, 0, 0, 255]));
  });

  it('rounds the line ends like canvas lineCap round', () => {
    const image = rasterise([line(100.5, 300.5, 200.5, 300.5)]);
    expect(alphaAt(image, 202, 300)).toBe(255);
    expect(alphaAt(image, 203, 300)).toBe(0);
    expect(alphaAt(image, 202, 302)).toBe(0);
  });

  it('draws diagonal lines the same whichever way they go', () => {
    expect(sameImage(rasterise([line(10, 20, 400, 333)]), rasterise([line(400, 333, 10, 20)]))).toBe(true);
    expect(sameImage(rasterise([line(10, 20, 400, 333)]), rasterise([line(10, 20, 400, 334)]))).toBe(false);
    expect(inkCount(rasterise([line(10, 20, 400, 333)]))).toBeGreaterThan(2000);
  });

  it('clips to the canvas and ignores lines fully outside it', () => {
    expect(inkCount(rasterise([line(-100, -100, -50, -50)]))).toBe(0);
    const clipped = rasterise([line(-100, 300.5, 700, 300.5)]);
    expect(alphaAt(clipped, 0, 300)).toBe(255);
    expect(alphaAt(clipped, 599, 300)).toBe(255);
  });

  it('draws nothing for zero width or a transparent colour', () => {
    expect(inkCount(rasterise([line(0, 0, 100, 100, { width: 0 }), line(0, 0, 100, 100, { colour: { ...BLACK, a: 0 } })]))).toBe(0);
  });

  it('blends translucent strokes with source-over', () => {
    const red = { r: 255, g: 0, b: 0, a: 0.5 };
    const image = rasterise([line(100, 100.5, 200, 100.5, { colour: red }), line(100, 100.5, 200, 100.5, { colour: red })]);
    expect(Array.from(image.slice((100 * SIZE + 150) * 4, (100 * SIZE + 150) * 4 + 4))).toEqual([255, 0, 0, 192]);
    const mixed = rasterise([line(100, 100.5, 200, 100.5), line(100, 100.5, 200, 100.5, { colour: { r: 255, g: 255, b: 255, a: 0.5 } })]);
    expect(Array.from(mixed.slice((100 * SIZE + 150) * 4, (100 * SIZE + 150) * 4 + 4))).toEqual([128, 128, 128, 255]);
  });

  it('draws a dot for a zero-length line', () => {
    expect(inkCount(rasterise([line(50.5, 50.5, 50.5, 50.5)]))).toBe(21);
  });
});
