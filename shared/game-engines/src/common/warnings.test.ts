import { runGameProgram, type GameName } from '../index';
import { flowerDefence, labirint, labirint3d, spaceMixLab, turtle } from '../index';

const unknownBlock = { blocks: { languageVersion: 0, blocks: [{ type: 'on_start', inputs: { DO: { block: { type: 'no_such_block' } } } }] } };

/** Spec 8: bad commands and config pieces are skipped with console warnings only; the sink is passed in. */
describe('warning sink', () => {
  const configs: Record<GameName, object> = {
    Turtle: {},
    Labirint: labirint.LABIRINT_LEVELS[0].config,
    Labirint3D: labirint3d.LABIRINT3D_LEVELS[0].config,
    FlowerDefence: flowerDefence.FLOWER_LEVELS[0].config,
    SpaceMixLab: spaceMixLab.SPACE_MIX_LEVELS[0].config,
  };

  it.each(Object.keys(configs) as GameName[])('%s hands a skipped unknown block to the sink, once', (game) => {
    const warn = jest.fn();
    const result = runGameProgram(game, configs[game], unknownBlock, 1, warn);
    expect(result.warnings.length).toBeGreaterThan(0);
    const messages = warn.mock.calls.map(([message]) => message as string);
    expect(messages.some((message) => message.includes('no_such_block'))).toBe(true);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('hands bad config pieces to the sink (a maze cell it cannot read, a colour it does not know)', () => {
    const warn = jest.fn();
    labirint.runProgram({ map: [[2, 'x?', 13]] }, { blocks: { blocks: [] } }, 1, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not understood'));
    const labWarn = jest.fn();
    labirint3d.runProgram({ ...labirint3d.LABIRINT3D_LEVELS[0].config, inventory: ['crown'] }, { blocks: { blocks: [] } }, 1, labWarn);
    expect(labWarn).toHaveBeenCalledWith(expect.stringContaining('crown'));
  });

  it('is optional: the server runs without one', () => {
    expect(() => turtle.runProgram({}, unknownBlock)).not.toThrow();
  });
});
