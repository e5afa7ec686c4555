import { unsupportedExtensionNames } from './extensions';
import { formatValue, monitorViews, type RawMonitor } from './monitors';
import { canvasPoint, isStageKey, toStageCoords } from './stage-geometry';

const variable = (extra: Partial<RawMonitor>): RawMonitor => ({ id: 'v', opcode: 'data_variable', value: 0, params: { VARIABLE: 'счёт' }, visible: true, ...extra });

describe('stage geometry', () => {
  it('maps canvas pixels to stage units at any stage size', () => {
    expect(toStageCoords(240, 180, 480, 360)).toEqual({ x: 0, y: 0 });
    expect(toStageCoords(0, 0, 960, 720)).toEqual({ x: -240, y: 180 });
    expect(toStageCoords(960, 720, 960, 720)).toEqual({ x: 240, y: -180 });
    expect(toStageCoords(120, 90, 240, 180)).toEqual({ x: 0, y: 0 });
  });

  it('gives the VM canvas-relative points with the drawn size', () => {
    expect(canvasPoint(150, 80, { left: 100, top: 50, width: 240, height: 180 })).toEqual({ x: 50, y: 30, canvasWidth: 240, canvasHeight: 180 });
  });

  it('takes arrows, space and letters from the page but lets Tab and F-keys through', () => {
    for (const k of ['ArrowUp', 'ArrowLeft', ' ', 'a', 'Z', '5', 'Enter']) expect(isStageKey(k)).toBe(true);
    for (const k of ['Tab', 'F5', 'Escape']) expect(isStageKey(k)).toBe(false);
  });
});

describe('monitors', () => {
  it('labels variables, sprite-local reporters and built-in reporters as Scratch does', () => {
    const views = monitorViews([
      variable({}),
      variable({ id: 'l', spriteName: 'Кот', params: { VARIABLE: 'жизни' } }),
      { id: 't', opcode: 'sensing_timer', value: 1.23456789, visible: true },
      { id: 'x', opcode: 'motion_xposition', spriteName: 'Кот', value: 10, visible: true },
    ]);
    expect(views.map((v) => v.label)).toEqual(['счёт', 'Кот: жизни', 'таймер', 'Кот: положение x']);
    expect(views[2].value).toBe('1.234568');
  });

  it('hides invisible monitors and keeps placed ones where the project put them', () => {
    const views = monitorViews([variable({ visible: false }), variable({ id: 'p', x: 100, y: 50 })]);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ id: 'p', x: 100, y: 50 });
  });

  it('stacks unplaced monitors and shows list items', () => {
    const views = monitorViews([
      variable({ id: 'a', x: null, y: null }),
      { id: 'list', opcode: 'data_listcontents', params: { LIST: 'ходы' }, value: ['вверх', 2.5], mode: 'list', visible: true },
    ]);
    expect(views[0]).toMatchObject({ x: 5, y: 5 });
    expect(views[1]).toMatchObject({ label: 'ходы', mode: 'list', items: ['вверх', '2.5'], y: 35, width: 100, height: 200 });
  });

  it('formats values like Scratch', () => {
    expect(formatValue(0.1 + 0.2)).toBe('0.3');
    expect(formatValue(true)).toBe('true');
    expect(formatValue(undefined)).toBe('');
  });
});

describe('extensions', () => {
  it('names the extensions that need a service or a device, once each, and nothing for pen or music', () => {
    expect(unsupportedExtensionNames(['pen', 'music', 'text2speech', 'videoSensing', 'text2speech', 'microbit'])).toEqual([
      'Текст в речь — нужен внешний сервис',
      'Видеосенсор — нужна камера',
      'micro:bit — нужно устройство',
    ]);
  });
});
