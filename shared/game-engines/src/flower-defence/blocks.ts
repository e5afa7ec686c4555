import { defineDialect, type BlockDialect } from '../program/dialect';
import type { BlockCountRule } from '../program/blockCounter';

/**
 * Flower defence blocks. The whole program runs at the start of every step, knowing the step
 * number and the coming event; step and event blocks pick what runs when.
 */
export const FLOWER_BLOCKS = {
  /** field STEP: 1-10; statement input DO runs on that step only. */
  onStep: 'flower_on_step',
  /** field EVENT: 'attack' | 'raining' | 'sunny'; statement input DO runs when that event comes. */
  ifEvent: 'flower_if_event',
  buyFlower: 'flower_buy_flower',
  addWater: 'flower_add_water',
  addChemicals: 'flower_add_chemicals',
  skip: 'flower_skip',
} as const;

/** Value blocks with a Boolean output for controls_if; the two blocks above ask them too. */
export const FLOWER_SENSORS = {
  /** field STEP */
  isStep: 'flower_is_step',
  /** field EVENT */
  eventIs: 'flower_event_is',
} as const;

export const FLOWER_DIALECT: BlockDialect = defineDialect({
  conditionalBlocks: {
    [FLOWER_BLOCKS.onStep]: { sensor: FLOWER_SENSORS.isStep, then: 'DO' },
    [FLOWER_BLOCKS.ifEvent]: { sensor: FLOWER_SENSORS.eventIs, then: 'DO' },
  },
});

export const FLOWER_BLOCK_COUNT_RULE: BlockCountRule = 'all';
