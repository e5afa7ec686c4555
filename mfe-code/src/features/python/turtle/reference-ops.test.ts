import { referenceOps } from './reference-ops';

describe('referenceOps', () => {
  it('keeps what leaves ink, with no duration, and drops turtles, background and tracer frames', () => {
    const drawing = [
      { t: 'bg', c: [0, 0, 255] },
      { t: 'tracer', n: 0 },
      { t: 'turtle', id: 1, x: 0, y: 0, h: 0, pen: true, w: 1, c: [0, 0, 0], fc: [0, 0, 0], v: true, shape: 'classic', ms: 40 },
      { t: 'line', id: 1, x1: 0, y1: 0, x2: 100, y2: 0, w: 1, c: [0, 0, 0], ms: 250 },
      { t: 'update' },
      { t: 'dot', id: 1, x: 0, y: 0, size: 5, c: [255, 0, 0] },
    ];
    expect(referenceOps(drawing)).toEqual([
      { t: 'line', id: 1, x1: 0, y1: 0, x2: 100, y2: 0, w: 1, c: [0, 0, 0], ms: 0 },
      { t: 'dot', id: 1, x: 0, y: 0, size: 5, c: [255, 0, 0] },
    ]);
  });

  it('is empty without a drawing', () => {
    expect(referenceOps(undefined)).toEqual([]);
  });
});
