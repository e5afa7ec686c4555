import { defineDialect, type BlockDialect } from '../program/dialect';
import type { BlockCountRule } from '../program/blockCounter';

/** Space mixing lab blocks. The program lives in the 'on_start' block. */
export const SPACE_MIX_BLOCKS = {
  /** A mix: statement input ITEMS holds the item blocks that go into the machine together. */
  group: 'spacemix_group',
  /**
   * field ITEM: an item id of spec 3.5; optional field or input COUNT (default 1). Items
   * outside a group block form a mix of their own.
   */
  item: 'spacemix_item',
} as const;

export const SPACE_MIX_DIALECT: BlockDialect = defineDialect({
  containerBlocks: { [SPACE_MIX_BLOCKS.group]: 'ITEMS' },
});

export const SPACE_MIX_BLOCK_COUNT_RULE: BlockCountRule = 'nestedInStart';
