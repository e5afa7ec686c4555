import { blockLimitOf, parseGameMap } from './game-map';
import { isEmptyBlocksConfig, presentationUrl, withWindow } from './task-windows';

describe('parseGameMap', () => {
  it('accepts a known game with limits and a toolbox', () => {
    const parsed = parseGameMap('{"game":"Turtle","maximumBlocks":5,"toolbox":["turtle_forward"]}');
    expect(parsed).toEqual({ ok: true, game: 'Turtle', map: { game: 'Turtle', maximumBlocks: 5, toolbox: ['turtle_forward'] } });
  });
  it("accepts game 'CustomGame', played by the engine it names (spec 3.1)", () => {
    expect(parseGameMap('{"game":"CustomGame","engine":"Labirint3D","maximumBlocks":4}')).toEqual({
      ok: true,
      game: 'Labirint3D',
      map: { game: 'CustomGame', engine: 'Labirint3D', maximumBlocks: 4 },
    });
    expect(parseGameMap('{"game":"CustomGame"}')).toMatchObject({ ok: true, game: 'SpaceMixLab' });
    expect(parseGameMap('{"game":"CustomGame","engine":"Chess"}')).toEqual({
      ok: false,
      error: 'Для CustomGame укажите engine: Turtle, Labirint, Labirint3D, FlowerDefence или SpaceMixLab',
    });
  });
  it.each([
    ['not json', 'Это не JSON-объект'],
    ['[1]', 'Это не JSON-объект'],
    ['{"game":"Chess"}', 'Укажите game: Turtle, Labirint, Labirint3D, FlowerDefence, SpaceMixLab или CustomGame'],
    ['{"game":"Labirint","maximumBlocks":-1}', 'maximumBlocks должно быть целым числом не меньше 0'],
    ['{"game":"Labirint","toolbox":"all"}', 'toolbox должен быть списком типов блоков'],
  ])('refuses %s', (text, error) => {
    expect(parseGameMap(text)).toEqual({ ok: false, error });
  });
  it('shows the stricter positive limit', () => {
    expect(blockLimitOf({ maximumBlocks: 10, blocks: 4 })).toBe(4);
    expect(blockLimitOf({ maximumBlocks: 0 })).toBe(0);
    expect(blockLimitOf({ maximumBlocks: 7, blocks: 0 })).toBe(7);
  });
});

describe('task windows', () => {
  it("treats '1000' and blank blocksConfig as empty", () => {
    expect(isEmptyBlocksConfig('1000')).toBe(true);
    expect(isEmptyBlocksConfig('  ')).toBe(true);
    expect(isEmptyBlocksConfig('{"blocks":{}}')).toBe(false);
  });
  it('replaces or adds a window', () => {
    expect(withWindow([{ windowId: 1, text: 'a' }], 1, 'b')).toEqual([{ windowId: 1, text: 'b' }]);
    expect(withWindow([{ windowId: 1, text: 'a' }], 14, '{}')).toEqual([{ windowId: 1, text: 'a' }, { windowId: 14, text: '{}' }]);
  });
  it("enables 'Теория' by a lesson resource of type Presentation, never by its name (spec 2.5)", () => {
    expect(presentationUrl([{ resourceType: 'Presentation', url: '/assets/lessons/python-1.pdf' }])).toBe('/assets/lessons/python-1.pdf');
    // A file named like a presentation is still only a file.
    expect(presentationUrl([{ resourceType: 'File', url: '/r/presentation.pdf' }])).toBeNull();
    expect(presentationUrl([{ resourceType: 17, url: '/r/slides' }])).toBeNull();
    expect(presentationUrl([{ resourceType: 'Presentation', url: ' ' }])).toBeNull();
    expect(presentationUrl(undefined)).toBeNull();
  });
});
