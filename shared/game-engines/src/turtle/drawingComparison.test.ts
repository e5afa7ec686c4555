import { decodeDrawing, encodeDrawing } from './baseCheckCodec';
import { BLACK } from './colour';
import { compareDrawings } from './drawingComparison';
import { createImage, rasterise } from './rasteriser';
import type { StrokeSegment } from './timeline';

const polyline = (points: [number, number][], colour = BLACK): StrokeSegment[] =>
  points.slice(1).map((point, index) => ({ from: { x: points[index][0], y: points[index][1] }, to: { x: point[0], y: point[1] }, width: 5, colour }));
const square = (x: number, y: number, side: number, colour = BLACK) =>
  polyline([[x, y], [x + side, y], [x + side, y + side], [x, y + side], [x, y]], colour);

describe('drawing comparison', () => {
  const reference = rasterise(square(200, 200, 100));

  it('passes the same figure drawn in another order and direction', () => {
    const reversed = polyline([[300, 300], [300, 200], [200, 200], [200, 300], [300, 300]]);
    expect(compareDrawings(rasterise(reversed), reference)).toMatchObject({ passed: true, differingPixels: 0 });
    expect(compareDrawings(rasterise([...square(200, 200, 100)].reverse()), reference).passed).toBe(true);
  });

  it('passes a figure one pixel off, and a few stray pixels', () => {
    expect(compareDrawings(rasterise(square(201, 199, 100)), reference).passed).toBe(true);
    const withDot = rasterise([...square(200, 200, 100), ...polyline([[450, 450], [452, 450]])]);
    const result = compareDrawings(withDot, reference);
    expect(result.passed).toBe(true);
    expect(result.differingPixels).toBeGreaterThan(0);
  });

  it('fails a different figure', () => {
    expect(compareDrawings(rasterise(square(200, 200, 110)), reference)).toMatchObject({ passed: false });
    expect(compareDrawings(rasterise(polyline([[200, 200], [300, 200], [250, 120], [200, 200]])), reference).passed).toBe(false);
    expect(compareDrawings(rasterise(polyline([[200, 200], [300, 200], [300, 300], [200, 300]])), reference).passed).toBe(false);
  });

  it('fails the same figure in another colour', () => {
    expect(compareDrawings(rasterise(square(200, 200, 100, { r: 255, g: 0, b: 0, a: 1 })), reference).passed).toBe(false);
  });

  it('fails an empty drawing, and anything against an empty reference', () => {
    expect(compareDrawings(createImage(), reference)).toMatchObject({ passed: false, actualInkPixels: 0 });
    expect(compareDrawings(reference, createImage())).toMatchObject({ passed: false, referenceInkPixels: 0 });
  });

  it('ignores faint pixels below alpha 64', () => {
    const faint = rasterise([...square(200, 200, 100), ...polyline([[10, 10], [500, 500]], { r: 0, g: 0, b: 0, a: 0.2 })]);
    expect(compareDrawings(faint, reference)).toMatchObject({ passed: true, differingPixels: 0 });
  });

  it('refuses images of different sizes', () => {
    expect(() => compareDrawings(createImage(10), reference)).toThrow('Images of different sizes');
  });
});

describe('baseCheck codec', () => {
  it('round-trips a drawing compactly', () => {
    const image = rasterise([...square(200, 200, 100), ...polyline([[0, 0], [599, 599]], { r: 10, g: 20, b: 30, a: 0.5 })]);
    const encoded = encodeDrawing(image);
    expect(encoded.startsWith('rle1:')).toBe(true);
    expect(encoded.length).toBeLessThan(40_000);
    const decoded = decodeDrawing(encoded);
    expect(decoded?.length).toBe(image.length);
    expect(decoded?.every((byte, index) => byte === image[index])).toBe(true);
    expect(decodeDrawing(encodeDrawing(createImage()))?.every((byte) => byte === 0)).toBe(true);
  });

  it('returns null for anything else', () => {
    expect(decodeDrawing('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(decodeDrawing('rle1:***')).toBeNull();
    expect(decodeDrawing('rle1:')).toBeNull();
    const truncated = encodeDrawing(rasterise(square(200, 200, 100)));
    expect(decodeDrawing(truncated.slice(0, truncated.length - 8))).toBeNull();
  });
});
