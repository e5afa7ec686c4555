import { command, program, repeat } from '../program/builders';
import { LABIRINT_BLOCKS as B } from './blocks';
import { LABIRINT_CONSTANTS } from './constants';
import { LABIRINT_LEVELS } from './levels';
import { createLabirintState } from './labirintState';
import { previewSeed, runProgram } from './runLabirint';

const move = (DIRECTION: string) => command(B.move, { DIRECTION });

describe('labirint runProgram', () => {
  it('exports the timing constants of spec 9', () => {
    expect(LABIRINT_CONSTANTS).toMatchObject({ replayStepMs: 300, simulationRuns: 20, animationTicks: 64, animationTickMs: 30 });
  });

  it('simulates 20 runs with different seeds and then shows one more', () => {
    const config = { map: [[2, '1OR9', 13]] };
    const result = runProgram(config, program([repeat(2, [move('right')])]), 7);
    expect(result.success).toBe(true);
    expect(result.simulations).toHaveLength(20);
    expect(new Set(result.simulations.map((run) => run.seed)).size).toBe(20);
    expect(result.simulations.map((run) => run.seed)).not.toContain(result.seed);
  });

  it('fails when the program wins only some variants, and shows a failing variant', () => {
    // The exit is left or right of the robot, at random.
    const config = { map: [['13OR1OO1', 2, '1OR13OO1']] };
    const result = runProgram(config, program([move('right')]), 3);
    expect(result.success).toBe(false);
    const failed = result.simulations.filter((run) => !run.success).length;
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(20);
    expect(result.failureMessage).toBe(`Программа не сработала в ${failed} из 20 вариантов лабиринта. Робот не дошёл до выхода.`);
    expect(result.initialState?.grid[0][2]).toBe(1);
  });

  it('replays the variant the maze showed before the run (the preview), won or lost there', () => {
    // Twelve random cells: two seeds almost never give the same maze.
    const config = { map: [[2, ...Array.from({ length: 12 }, () => '1OR9'), 13]] };
    const preview = createLabirintState(config, previewSeed()).state;
    expect(preview?.grid).not.toEqual(createLabirintState(config, 1).state?.grid);
    const won = runProgram(config, program([repeat(10, [move('right')]), repeat(3, [move('right')])]));
    expect(won.success).toBe(true);
    expect(won.initialState?.grid).toEqual(preview?.grid);
    const lost = runProgram(config, program([move('right')]));
    expect(lost.success).toBe(false);
    expect(lost.initialState?.grid).toEqual(preview?.grid);
  });

  it('reports the plain message when every variant fails', () => {
    const result = runProgram({ map: [[2, 12, 13]] }, program([move('right')]));
    expect(result.failureMessage).toBe('Робот не дошёл до выхода.');
    expect(result.simulations.every((run) => !run.success)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const level = LABIRINT_LEVELS[2];
    expect(runProgram(level.config, level.solution, 11)).toEqual(runProgram(level.config, level.solution, 11));
  });

  it.each(LABIRINT_LEVELS.map((level) => [level.id, level] as const))('%s: the solution wins every variant, the wrong one fails', (_id, level) => {
    for (const seed of [1, 2, 3]) {
      const solved = runProgram(level.config, level.solution, seed);
      expect(solved.failureMessage).toBeUndefined();
      expect(solved.success).toBe(true);
      expect(runProgram(level.config, level.wrongSolution, seed).success).toBe(false);
    }
  });

  it('runs only the chain below the start block of a Blockly workspace', () => {
    const result = runProgram(LABIRINT_LEVELS[0].config, LABIRINT_LEVELS[0].solution);
    expect(result.steps.filter((step) => step.kind === 'move')).toHaveLength(4);
  });
});
