import { flowerDefence, labirint, labirint3d, spaceMixLab, turtle } from '@school/game-engines';
import { jsonBlock, jsonNumber, jsonRepeat, jsonWorkspace } from '@school/game-engines/src/program/blocklyJsonBuilders';
import { checkBlocklySubmission } from './blockly-check';

const EMPTY = JSON.stringify({ blocks: { languageVersion: 0, blocks: [] } });
const square = (sides: number, length = 100) =>
  jsonWorkspace([
    jsonRepeat(sides, [
      jsonBlock('turtle_forward', { inputs: { DISTANCE: jsonNumber(length) } }),
      jsonBlock('turtle_turn_right', { inputs: { ANGLE: jsonNumber(90) } }),
    ]),
  ]);

describe('checkBlocklySubmission', () => {
  const reference = turtle.createBaseCheck({}, square(4));
  const turtleMap = JSON.stringify({ game: 'Turtle', maximumBlocks: 5, baseCheck: reference });

  it('passes a Turtle program whose drawing matches the stored baseCheck', () => {
    expect(checkBlocklySubmission(turtleMap, JSON.stringify(square(4)))).toEqual({ passed: true });
  });

  it('fails a Turtle program drawing something else', () => {
    expect(checkBlocklySubmission(turtleMap, JSON.stringify(square(3)))).toEqual({ passed: false, message: 'Рисунок не совпадает с образцом.' });
  });

  it('fails a forged empty program', () => {
    expect(checkBlocklySubmission(turtleMap, EMPTY)).toEqual({ passed: false, message: 'Черепашка ничего не нарисовала.' });
    const maze = labirint.LABIRINT_LEVELS[0];
    expect(checkBlocklySubmission(JSON.stringify({ game: 'Labirint', ...maze.config }), EMPTY)).toEqual({ passed: false, message: 'Робот не дошёл до выхода.' });
    const lab = spaceMixLab.SPACE_MIX_LEVELS[0];
    expect(checkBlocklySubmission(JSON.stringify({ game: 'SpaceMixLab', ...lab.config }), EMPTY)).toEqual({ passed: false, message: 'Добавьте блок "При запуске"!' });
  });

  it('refuses a program over the block limit before running it', () => {
    const limited = JSON.stringify({ game: 'Turtle', maximumBlocks: 2, baseCheck: reference });
    expect(checkBlocklySubmission(limited, JSON.stringify(square(4)))).toEqual({ passed: false, message: 'Превышен лимит команд (5/2)' });
  });

  it('passes the reference solutions of Blockly-JSON demo levels of the other games', () => {
    const cases = [
      { game: 'Labirint', level: labirint.LABIRINT_LEVELS[0] },
      { game: 'Labirint3D', level: labirint3d.LABIRINT3D_LEVELS[0] },
      { game: 'FlowerDefence', level: flowerDefence.FLOWER_LEVELS[2] },
      { game: 'SpaceMixLab', level: spaceMixLab.SPACE_MIX_LEVELS[0] },
    ];
    for (const { game, level } of cases) {
      expect(checkBlocklySubmission(JSON.stringify({ game, ...level.config }), JSON.stringify(level.solution))).toEqual({ passed: true });
    }
  });

  it("re-runs game 'CustomGame' with the engine its map names", () => {
    const level = labirint3d.LABIRINT3D_LEVELS[0];
    const map = JSON.stringify({ game: 'CustomGame', engine: 'Labirint3D', ...level.config });
    expect(checkBlocklySubmission(map, JSON.stringify(level.solution))).toEqual({ passed: true });
    expect(checkBlocklySubmission(map, JSON.stringify(level.wrongSolution)).passed).toBe(false);
  });

  it('fails a wrong Labirint3D program with the engine message', () => {
    const level = labirint3d.LABIRINT3D_LEVELS[0];
    const result = checkBlocklySubmission(JSON.stringify({ game: 'Labirint3D', ...level.config }), JSON.stringify(level.wrongSolution));
    expect(result.passed).toBe(false);
    expect(result.message).toBe('Бот не может пройти: впереди нет плитки.');
  });

  it('rejects unreadable input', () => {
    expect(checkBlocklySubmission('nope', EMPTY)).toEqual({ passed: false, message: 'Не удалось прочитать настройки игры.' });
    expect(checkBlocklySubmission('{"game":"Chess"}', EMPTY)).toEqual({ passed: false, message: 'Не удалось прочитать настройки игры.' });
    expect(checkBlocklySubmission(turtleMap, '[]')).toEqual({ passed: false, message: 'Не удалось прочитать программу.' });
  });
});
