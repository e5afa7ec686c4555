import { COMMON_TEXTS } from '../texts';
import { topBlocks, type BlockJson, type WorkspaceJson } from './blocklyJson';
import { CORE_BLOCKS } from './coreBlocks';

/**
 * How a game counts blocks against its limits (spec 4.1):
 * - 'all': every real block on the workspace;
 * - 'chainAfterStart' (Labirint): the blocks hanging below the start block through `next`,
 *   including the blocks nested inside them; the start block itself and loose scraps are free;
 * - 'nestedInStart' (SpaceMixLab, Labirint3D): the blocks inside the start block's statement
 *   input; the start block itself and loose scraps are free.
 * Shadow blocks (the default numbers in empty inputs) never count. Without a start block the
 * start-based rules fall back to 'all'.
 */
export type BlockCountRule = 'all' | 'chainAfterStart' | 'nestedInStart';

export function countBlocks(
  workspace: WorkspaceJson,
  rule: BlockCountRule,
  startBlockTypes: readonly string[] = [CORE_BLOCKS.onStart],
): number {
  const tops = topBlocks(workspace);
  const start = tops.find((block) => startBlockTypes.includes(block.type));
  if (rule === 'chainAfterStart' && start) return countTree(start.next?.block);
  if (rule === 'nestedInStart' && start) {
    return Object.values(start.inputs ?? {}).reduce((sum, input) => sum + countTree(input.block), 0);
  }
  return tops.reduce((sum, block) => sum + countTree(block), 0);
}

/** The block, its nested real blocks and every block below it. */
function countTree(block: BlockJson | undefined): number {
  let count = 0;
  for (let current = block; current; current = current.next?.block) {
    count += 1;
    for (const input of Object.values(current.inputs ?? {})) count += countTree(input.block);
  }
  return count;
}

export interface BlockLimits {
  /** blocklyGameMap.maximumBlocks; 0 or absent means no limit. */
  maximumBlocks?: number;
  /** blocklyGameMap.blocks; 0 or absent means no limit. */
  blocks?: number;
}

/** The refusal text of spec 4.1 when a run must be refused, else null. */
export function checkBlockLimits(used: number, limits: BlockLimits): string | null {
  const { maximumBlocks = 0, blocks = 0 } = limits;
  if (maximumBlocks > 0 && used > maximumBlocks) return COMMON_TEXTS.commandLimitExceeded(used, maximumBlocks);
  if (blocks > 0 && used > blocks) return COMMON_TEXTS.blockLimitExceeded;
  return null;
}
