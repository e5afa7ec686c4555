// The server re-runs a submission with the same engine code the browser ran (@school/game-engines).
import { T } from '@school/contracts';
import { countGameBlocks, engineOfGameMap, program, runGameProgram } from '@school/game-engines';

export interface BlocklyCheckResult {
  passed: boolean;
  /** Russian reason for the learner when the check fails. */
  message?: string;
}

const BAD_GAME_MAP = T.blockly.badGameMap;
const BAD_WORKSPACE = T.blockly.badProgram;

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Re-checks a Blockly submission on the server: the block limits of spec 4.1, then the game's
 * engine on the submitted workspace (Turtle compares the drawing with the stored baseCheck).
 * Never trusts a result sent by the client.
 */
export function checkBlocklySubmission(gameMapJson: string, workspaceJson: string): BlocklyCheckResult {
  const map = parseObject(gameMapJson);
  const game = map && engineOfGameMap(map);
  if (!map || !game) return { passed: false, message: BAD_GAME_MAP };
  const workspace = parseObject(workspaceJson);
  if (!workspace) return { passed: false, message: BAD_WORKSPACE };
  const refusal = program.checkBlockLimits(countGameBlocks(game, workspace), map);
  if (refusal) return { passed: false, message: refusal };
  const result = runGameProgram(game, map, workspace);
  return result.success ? { passed: true } : { passed: false, message: result.failureMessage };
}
