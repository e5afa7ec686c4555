import type { GameName, GameRunResult } from './common/types';
import type { WarningSink } from './common/warnings';
import * as flowerDefence from './flower-defence';
import * as labirint from './labirint';
import * as labirint3d from './labirint3d';
import { countBlocks, type BlockCountRule } from './program/blockCounter';
import type { WorkspaceJson } from './program/blocklyJson';
import type { BlockDialect } from './program/dialect';
import { isProgram, type ProgramInput } from './program/programInput';
import { programToWorkspace, type WorkspaceShape } from './program/programToWorkspace';
import * as spaceMixLab from './space-mix-lab';
import * as turtle from './turtle';

export { turtle, labirint, labirint3d, flowerDefence, spaceMixLab };
export * as program from './program';
export type { GameName, GameRunResult, DemoLevel } from './common/types';
export { reportWarnings, type WarningSink } from './common/warnings';
export { mulberry32, deriveSeed, DEFAULT_SEED } from './common/random';
export * from './texts';

interface GameEngine {
  /** Configs come from blocklyGameMap JSON; every engine tolerates missing pieces. */
  runProgram(config: never, program: ProgramInput, seed?: number, warn?: WarningSink): GameRunResult<unknown>;
  dialect: BlockDialect;
  blockCountRule: BlockCountRule;
}

/** Every engine by blocklyGameMap.game, for the server's re-check of a submission. */
export const GAME_ENGINES: Record<GameName, GameEngine> = {
  Turtle: { runProgram: turtle.runProgram, dialect: turtle.TURTLE_DIALECT, blockCountRule: turtle.TURTLE_BLOCK_COUNT_RULE },
  Labirint: { runProgram: labirint.runProgram, dialect: labirint.LABIRINT_DIALECT, blockCountRule: labirint.LABIRINT_BLOCK_COUNT_RULE },
  Labirint3D: { runProgram: labirint3d.runProgram, dialect: labirint3d.LABIRINT3D_DIALECT, blockCountRule: labirint3d.LABIRINT3D_BLOCK_COUNT_RULE },
  FlowerDefence: { runProgram: flowerDefence.runProgram, dialect: flowerDefence.FLOWER_DIALECT, blockCountRule: flowerDefence.FLOWER_BLOCK_COUNT_RULE },
  SpaceMixLab: { runProgram: spaceMixLab.runProgram, dialect: spaceMixLab.SPACE_MIX_DIALECT, blockCountRule: spaceMixLab.SPACE_MIX_BLOCK_COUNT_RULE },
};

export function isGameName(value: unknown): value is GameName {
  return typeof value === 'string' && Object.hasOwn(GAME_ENGINES, value);
}

/** blocklyGameMap.game of a game whose engine is named by the map's `engine` field (spec 3.1 lists it among the games). */
export const CUSTOM_GAME = 'CustomGame';
/** The engine of `{ game: 'CustomGame' }` without an `engine` field: the CustomGame task kind's own game. */
export const CUSTOM_GAME_DEFAULT_ENGINE: GameName = 'SpaceMixLab';

/**
 * The engine that plays a blocklyGameMap: its `game`, or for `game: 'CustomGame'` the engine its
 * `engine` field names (SpaceMixLab when absent); null when neither names an engine
 * (shared/contracts README, "CustomGame").
 */
export function engineOfGameMap(map: { game?: unknown; engine?: unknown }): GameName | null {
  if (isGameName(map.game)) return map.game;
  if (map.game !== CUSTOM_GAME) return null;
  if (map.engine === undefined) return CUSTOM_GAME_DEFAULT_ENGINE;
  return isGameName(map.engine) ? map.engine : null;
}

/** Runs a submission exactly as the client did. `config` is the parsed blocklyGameMap. */
export function runGameProgram(game: GameName, config: unknown, input: ProgramInput, seed?: number, warn?: WarningSink): GameRunResult<unknown> {
  const safeConfig = (config && typeof config === 'object' ? config : {}) as never;
  return GAME_ENGINES[game].runProgram(safeConfig, input, seed, warn);
}

/** The block count the limits of spec 4.1 apply to, by the game's counting rule. */
export function countGameBlocks(game: GameName, workspace: WorkspaceJson): number {
  const { blockCountRule, dialect } = GAME_ENGINES[game];
  return countBlocks(workspace, blockCountRule, dialect.startBlockTypes);
}

/** How each game's blocks are written as Blockly JSON (value inputs, container inputs, start hat). */
export function workspaceShapeOf(game: GameName): WorkspaceShape {
  return {
    valueInputs: game === 'Turtle' ? turtle.TURTLE_VALUE_INPUTS : {},
    bodyInputs: GAME_ENGINES[game].dialect.containerBlocks,
    chainStartType: game === 'Labirint' ? labirint.LABIRINT_BLOCKS.start : undefined,
  };
}

/** A program as the Blockly JSON a workspace loads, whichever form it was written in. */
export function solutionWorkspace(game: GameName, solution: ProgramInput): WorkspaceJson {
  return isProgram(solution) ? programToWorkspace(solution, workspaceShapeOf(game)) : solution;
}
