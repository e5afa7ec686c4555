import { CORE_BLOCKS } from './coreBlocks';

/**
 * What the converter must know about a game's own blocks. JSON does not say whether an input
 * holds a value or a statement list, so statement inputs of game blocks are declared here.
 */
export interface BlockDialect {
  /** Hat blocks the program starts from: their DO input, then their `next` chain, is main. */
  startBlockTypes: readonly string[];
  /**
   * Game blocks that are an `if` by themselves: the block's fields are the args of `sensor`,
   * `then` / `else` name its statement inputs.
   */
  conditionalBlocks: Readonly<Record<string, { sensor: string; then: string; else?: string }>>;
  /** Game blocks holding a statement list (CommandStatement.body) in the named input. */
  containerBlocks: Readonly<Record<string, string>>;
}

export const DEFAULT_DIALECT: BlockDialect = {
  startBlockTypes: [CORE_BLOCKS.onStart],
  conditionalBlocks: {},
  containerBlocks: {},
};

export function defineDialect(partial: Partial<BlockDialect>): BlockDialect {
  return { ...DEFAULT_DIALECT, ...partial };
}
