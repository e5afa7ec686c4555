import { CORE_BLOCKS } from '../program/coreBlocks';
import { defineDialect, type BlockDialect } from '../program/dialect';
import type { BlockCountRule } from '../program/blockCounter';

/** Robot maze blocks. DIRECTION fields take 'up' | 'right' | 'down' | 'left'. */
export const LABIRINT_BLOCKS = {
  /** Hat block 'При запуске' with a next connection: the program is the chain below it. */
  start: 'labirint_start',
  /** field DIRECTION: face that way, then step one cell. */
  move: 'labirint_move',
  /** field DIRECTION: face that way and push the stone in front one cell, following it. */
  push: 'labirint_push',
  /** Pick up the key or bomb under the robot. */
  pick: 'labirint_pick',
  /** Open the door under the robot with the carried key. */
  openDoor: 'labirint_open_door',
  /** Set the carried bomb off: monsters in the four neighbouring cells disappear. */
  setBomb: 'labirint_set_bomb',
} as const;

/** Value blocks with a Boolean output, for controls_if / controls_whileUntil. */
export const LABIRINT_SENSORS = {
  /** field DIRECTION: the neighbouring cell that way can be walked onto. */
  isFree: 'labirint_is_free',
  /** field ITEM: 'key_blue' | 'key_red' | 'key_green' | 'bomb': the robot carries it. */
  hasItem: 'labirint_has_item',
} as const;

export const LABIRINT_DIALECT: BlockDialect = defineDialect({
  startBlockTypes: [LABIRINT_BLOCKS.start, CORE_BLOCKS.onStart],
});

export const LABIRINT_BLOCK_COUNT_RULE: BlockCountRule = 'chainAfterStart';
