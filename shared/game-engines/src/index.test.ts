import { GAME_ENGINES, countGameBlocks, engineOfGameMap, isGameName, runGameProgram } from './index';
import { FLOWER_LEVELS } from './flower-defence';
import { LABIRINT_LEVELS } from './labirint';
import { LABIRINT3D_LEVELS } from './labirint3d';
import { SPACE_MIX_LEVELS } from './space-mix-lab';
import { TURTLE_LEVELS } from './turtle';
import type { GameName } from './common/types';
import type { ProgramInput } from './program/programInput';

/** A value after a trip through JSON, as the server receives a level and a program. */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const LEVELS: Record<GameName, { config: unknown; solution: unknown; wrongSolution: unknown }[]> = {
  Turtle: TURTLE_LEVELS,
  Labirint: LABIRINT_LEVELS,
  Labirint3D: LABIRINT3D_LEVELS,
  FlowerDefence: FLOWER_LEVELS,
  SpaceMixLab: SPACE_MIX_LEVELS,
};

describe('engine registry', () => {
  it('re-runs every demo level by game name, as the server does, with JSON round-tripped inputs', () => {
    for (const [game, levels] of Object.entries(LEVELS) as [GameName, (typeof LEVELS)[GameName]][]) {
      expect(levels.length).toBeGreaterThanOrEqual(3);
      for (const level of levels) {
        const config = roundTrip(level.config);
        expect(runGameProgram(game, config, roundTrip(level.solution as ProgramInput)).success).toBe(true);
        // Random levels (key box, weather tree) let a wrong program win on lucky seeds only.
        const wrong = roundTrip(level.wrongSolution as ProgramInput);
        const outcomes = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => runGameProgram(game, config, wrong, seed).success);
        expect(outcomes).toContain(false);
      }
    }
  });

  it('returns a failure, not an exception, for a missing config', () => {
    for (const game of Object.keys(GAME_ENGINES) as GameName[]) {
      const result = runGameProgram(game, null, { blocks: { blocks: [] } });
      expect(result.success).toBe(false);
      expect(typeof result.failureMessage).toBe('string');
    }
  });

  it('knows the game names', () => {
    expect(isGameName('Labirint3D')).toBe(true);
    expect(isGameName('CustomGame')).toBe(false);
    expect(isGameName('toString')).toBe(false);
  });

  it("plays game 'CustomGame' with the engine its map names (spec 3.1)", () => {
    expect(engineOfGameMap({ game: 'CustomGame', engine: 'Labirint3D' })).toBe('Labirint3D');
    expect(engineOfGameMap({ game: 'CustomGame' })).toBe('SpaceMixLab');
    expect(engineOfGameMap({ game: 'CustomGame', engine: 'Chess' })).toBeNull();
    expect(engineOfGameMap({ game: 'Turtle', engine: 'Labirint' })).toBe('Turtle');
    expect(engineOfGameMap({ game: 'Chess' })).toBeNull();
  });

  it('counts blocks by each game rule', () => {
    const labirintSolution = LABIRINT_LEVELS[0].solution as Parameters<typeof countGameBlocks>[1];
    // 4 moves below the start block count; the start block and the loose block do not.
    expect(countGameBlocks('Labirint', labirintSolution)).toBe(4);
    expect(countGameBlocks('Turtle', labirintSolution)).toBe(6);
    const labSolution = SPACE_MIX_LEVELS[0].solution as Parameters<typeof countGameBlocks>[1];
    expect(countGameBlocks('SpaceMixLab', labSolution)).toBe(3);
    // Labirint3D counts like SpaceMixLab: the 5 blocks inside 'При запуске', not the start block.
    expect(countGameBlocks('Labirint3D', LABIRINT3D_LEVELS[0].solution as Parameters<typeof countGameBlocks>[1])).toBe(5);
  });
});
