import { encode } from 'fast-png';
import { encodeBase64 } from '../common/base64';
import { command, program, repeat } from '../program/builders';
import { decodeDrawing } from './baseCheckCodec';
import { TURTLE_BLOCKS as T } from './blocks';
import { decodeReference } from './referenceImage';
import { createBaseCheck, runProgram } from './runTurtle';

const forward = (DISTANCE: number) => command(T.forward, { DISTANCE });
const right = (ANGLE: number) => command(T.turnRight, { ANGLE });
const square = program([repeat(4, [forward(100), right(90)])]);
const triangle = program([repeat(3, [forward(100), right(120)])]);

/** The drawing of `input` as a PNG data URL, like a 600x600 canvas's toDataURL(). */
function pngDataUrl(rgba: Uint8ClampedArray, channels: 3 | 4 = 4): string {
  const pixels = rgba.length / 4;
  const data = new Uint8Array(pixels * channels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    for (let channel = 0; channel < channels; channel++) data[pixel * channels + channel] = rgba[pixel * 4 + channel];
    // RGB on white paper: transparent pixels become white.
    if (channels === 3 && rgba[pixel * 4 + 3] === 0) data.fill(255, pixel * 3, pixel * 3 + 3);
  }
  return `data:image/png;base64,${encodeBase64(encode({ width: 600, height: 600, data, channels, depth: 8 }))}`;
}

describe('turtle reference as a PNG data URL (spec 3.1, 4.2)', () => {
  const squarePixels = decodeDrawing(createBaseCheck({}, square))!;

  it('decodes an RGBA PNG to the same pixels as the run-length form', () => {
    expect(decodeReference(pngDataUrl(squarePixels))).toEqual(squarePixels);
  });

  it('checks a drawing against an RGBA PNG reference: the same figure passes, another fails', () => {
    const config = { baseCheck: pngDataUrl(squarePixels) };
    expect(runProgram(config, square)).toMatchObject({ success: true, comparison: { differingPixels: 0 } });
    expect(runProgram(config, triangle)).toMatchObject({ success: false, failureMessage: 'Рисунок не совпадает с образцом.' });
  });

  it('reads an RGB PNG on white paper: white is no ink', () => {
    const config = { baseCheck: pngDataUrl(squarePixels, 3) };
    const result = runProgram(config, square);
    expect(result.success).toBe(true);
    expect(result.comparison?.referenceInkPixels).toBe(result.comparison?.actualInkPixels);
  });

  it('treats a broken PNG or another size as no reference', () => {
    expect(decodeReference('data:image/png;base64,iVBORw0KGgoAAAA')).toBeNull();
    const small = `data:image/png;base64,${encodeBase64(encode({ width: 2, height: 2, data: new Uint8Array(16), channels: 4, depth: 8 }))}`;
    expect(decodeReference(small)).toHaveLength(16);
    expect(runProgram({ baseCheck: small }, square).failureMessage).toBe('У задания нет образца рисунка для проверки.');
  });
});
