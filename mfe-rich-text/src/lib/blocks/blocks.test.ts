import { resizeKeepingRatio, normalizeInlinePosition } from './imageSize';
import { columnCount, LAYOUT_TEMPLATES, normalizeTemplateColumns } from './layoutTemplates';
import { normalizeOffset, normalizeStickyColor, toggleStickyColor } from './sticky';

describe('layout templates', () => {
  it('offers exactly the five templates of spec 9', () => {
    expect(LAYOUT_TEMPLATES.map((t) => t.columns)).toEqual(['1fr 1fr', '1fr 3fr', '1fr 1fr 1fr', '1fr 2fr 1fr', '1fr 1fr 1fr 1fr']);
    expect(LAYOUT_TEMPLATES.map((t) => columnCount(t.columns))).toEqual([2, 2, 3, 3, 4]);
    expect(LAYOUT_TEMPLATES.every((t) => t.label.length > 0)).toBe(true);
  });
  it('stored column strings are used only when they are fr tracks', () => {
    expect(normalizeTemplateColumns(' 1fr   3fr ')).toBe('1fr 3fr');
    expect(normalizeTemplateColumns('1fr; background:url(javascript:x)')).toBe('1fr 1fr');
    expect(normalizeTemplateColumns('100px 1fr')).toBe('1fr 1fr');
    expect(normalizeTemplateColumns(5)).toBe('1fr 1fr');
    expect(normalizeTemplateColumns('1fr 1fr 1fr 1fr 1fr 1fr 1fr')).toBe('1fr 1fr');
  });
});

describe('sticky notes', () => {
  it('colour toggles between pink and yellow', () => {
    expect(toggleStickyColor('yellow')).toBe('pink');
    expect(toggleStickyColor('pink')).toBe('yellow');
    expect(toggleStickyColor(toggleStickyColor('pink'))).toBe('pink');
  });
  it('stored colours and offsets are normalized', () => {
    expect(normalizeStickyColor('red" onclick="x')).toBe('yellow');
    expect(normalizeStickyColor('pink')).toBe('pink');
    expect(normalizeOffset('12.6')).toBe(13);
    expect(normalizeOffset(-5)).toBe(0);
    expect(normalizeOffset(Number.NaN)).toBe(0);
    expect(normalizeOffset(1e9)).toBe(20000);
  });
});

describe('image resize', () => {
  it('keeps the aspect ratio and the max width', () => {
    expect(resizeKeepingRatio(400, 200, 100, 1200)).toEqual({ width: 500, height: 250 });
    expect(resizeKeepingRatio(1000, 500, 900, 1200)).toEqual({ width: 1200, height: 600 });
    expect(resizeKeepingRatio(100, 100, -500, 1200)).toEqual({ width: 40, height: 40 });
  });
  it('inline positions are left, right or full', () => {
    expect(normalizeInlinePosition('right')).toBe('right');
    expect(normalizeInlinePosition('center')).toBe('left');
  });
});
