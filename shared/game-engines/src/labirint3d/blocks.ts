import { defineDialect, type BlockDialect } from '../program/dialect';
import type { BlockCountRule } from '../program/blockCounter';

/** Isometric bot blocks (spec 4.4). The program lives in the 'on_start' block. */
export const LABIRINT3D_BLOCKS = {
  forward: 'labirint3d_forward',
  left: 'labirint3d_left',
  right: 'labirint3d_right',
  pickUp: 'labirint3d_pick_up',
  useKey: 'labirint3d_use_key',
  useGun: 'labirint3d_use_gun',
  /** Push the stone in front one cell; the bot follows it. */
  move: 'labirint3d_move',
  /**
   * field COLOR: 'red' | 'yellow' | 'green' | 'blue'; statement inputs DO (the bot has that
   * key) and ELSE (it has not).
   */
  condition: 'labirint3d_condition',
} as const;

/** Value block with a Boolean output (field COLOR), for controls_if; the condition block asks it too. */
export const LABIRINT3D_SENSORS = {
  hasKey: 'labirint3d_has_key',
} as const;

export const LABIRINT3D_DIALECT: BlockDialect = defineDialect({
  conditionalBlocks: {
    [LABIRINT3D_BLOCKS.condition]: { sensor: LABIRINT3D_SENSORS.hasKey, then: 'DO', else: 'ELSE' },
  },
});

/**
 * Like SpaceMixLab, the spec's other start-block game: only the blocks inside 'При запуске'
 * count toward maximumBlocks and blocks. The fixed start block itself is free (it is created
 * automatically and cannot be removed, so a limit of N allows N commands), and so are loose
 * blocks outside it (they never run).
 */
export const LABIRINT3D_BLOCK_COUNT_RULE: BlockCountRule = 'nestedInStart';
