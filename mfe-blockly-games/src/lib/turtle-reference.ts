import { turtle } from '@school/game-engines';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import type { GameMap } from './game-map';

/**
 * Edit mode (spec 4.2): the Turtle config with the program's drawing stored as baseCheck, as
 * blocklyGameMap text; null when the program draws nothing (no reference is recorded then).
 */
export function recordTurtleReference(map: GameMap, program: WorkspaceJson): string | null {
  const { baseCheck: _old, ...setup } = map;
  const result = turtle.runProgram(setup as turtle.TurtleConfig, program);
  if (!result.moves.some((move) => move.draws)) return null;
  return JSON.stringify({ ...setup, baseCheck: result.drawing });
}
