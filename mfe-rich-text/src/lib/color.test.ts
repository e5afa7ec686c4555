import { hexToHsv, hexToRgb, hsvToHex, rgbToHex } from './color';

it('converts between hex, rgb and hsv', () => {
  expect(hexToRgb('#121212')).toEqual({ r: 18, g: 18, b: 18 });
  expect(rgbToHex({ r: 255, g: 128, b: 0 })).toBe('#ff8000');
  expect(hexToHsv('#ff0000')).toEqual({ h: 0, s: 100, v: 100 });
  expect(hexToHsv('#00ff00')).toEqual({ h: 120, s: 100, v: 100 });
  expect(hexToHsv('#0000ff')).toEqual({ h: 240, s: 100, v: 100 });
  expect(hsvToHex({ h: 0, s: 0, v: 100 })).toBe('#ffffff');
  expect(hsvToHex({ h: 300, s: 100, v: 50 })).toBe('#800080');
  for (const hex of ['#121212', '#4a90e2', '#d0021b', '#7ed321']) {
    const back = hexToRgb(hsvToHex(hexToHsv(hex)));
    const orig = hexToRgb(hex);
    // hsv is kept in whole numbers: a round trip is within 3 steps per channel
    expect(Math.abs(back.r - orig.r) + Math.abs(back.g - orig.g) + Math.abs(back.b - orig.b)).toBeLessThanOrEqual(9);
  }
});
