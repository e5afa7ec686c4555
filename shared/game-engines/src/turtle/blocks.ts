import { DEFAULT_DIALECT, type BlockDialect } from '../program/dialect';
import type { BlockCountRule } from '../program/blockCounter';

/**
 * Turtle block types. Distances, angles, coordinates and widths are value inputs (a
 * math_number shadow in the toolbox) or number fields under the same name; both work.
 */
export const TURTLE_BLOCKS = {
  /** input DISTANCE: units (px, or maze cells on a maze background) */
  forward: 'turtle_forward',
  /** input DISTANCE */
  backward: 'turtle_backward',
  /** input ANGLE: degrees, clockwise */
  turnRight: 'turtle_turn_right',
  /** input ANGLE: degrees, anticlockwise */
  turnLeft: 'turtle_turn_left',
  /** inputs X, Y: units from the canvas centre, y up */
  goto: 'turtle_goto',
  penUp: 'turtle_pen_up',
  penDown: 'turtle_pen_down',
  /** input WIDTH: pixels */
  width: 'turtle_width',
  /** input or field COLOUR: '#rrggbb', '#rrggbbaa' or 'rgba(r, g, b, a)' */
  colour: 'turtle_colour',
  show: 'turtle_show',
  hide: 'turtle_hide',
  /** field WRAP: 'on' | 'off' (or a checkbox 'TRUE' | 'FALSE') */
  wrap: 'turtle_wrap',
  /** field SHAPE: 'triangle' | 'turtle' | 'square' | 'circle' */
  shape: 'turtle_shape',
} as const;

/** Numeric args that the Blockly blocks take as value inputs (math_number shadows), by block type. */
export const TURTLE_VALUE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  [TURTLE_BLOCKS.forward]: ['DISTANCE'],
  [TURTLE_BLOCKS.backward]: ['DISTANCE'],
  [TURTLE_BLOCKS.turnRight]: ['ANGLE'],
  [TURTLE_BLOCKS.turnLeft]: ['ANGLE'],
  [TURTLE_BLOCKS.goto]: ['X', 'Y'],
  [TURTLE_BLOCKS.width]: ['WIDTH'],
};

export const TURTLE_DIALECT: BlockDialect = DEFAULT_DIALECT;
export const TURTLE_BLOCK_COUNT_RULE: BlockCountRule = 'all';
