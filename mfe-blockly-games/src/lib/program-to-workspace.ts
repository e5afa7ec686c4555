import { solutionWorkspace as engineSolutionWorkspace, workspaceShapeOf, type GameName } from '@school/game-engines';
import type { Program } from '@school/game-engines/src/program/ast';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import type { ProgramInput } from '@school/game-engines/src/program/programInput';
import { programToWorkspace as engineProgramToWorkspace } from '@school/game-engines/src/program/programToWorkspace';

/**
 * Blockly JSON for a program tree (the demo levels' reference solutions are partly trees), so
 * it can be loaded into the workspace. The writer lives in the engines, where the seed uses it too.
 */
export function programToWorkspace(program: Program, game: GameName): WorkspaceJson {
  return engineProgramToWorkspace(program, workspaceShapeOf(game));
}

/** A level's solution as Blockly JSON, whichever form it was written in. */
export function solutionWorkspace(solution: ProgramInput, game: GameName): WorkspaceJson {
  return engineSolutionWorkspace(game, solution);
}
