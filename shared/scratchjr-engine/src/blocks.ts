/**
 * The block catalogue: every block the editor offers, its category and its one parameter. The
 * project schema, the interpreter and the editor's palette all read this table.
 */
export const BLOCK_CATEGORIES = ['triggers', 'motion', 'looks', 'sound', 'control', 'end'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

export const MESSAGE_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type MessageColor = (typeof MESSAGE_COLORS)[number];

/** Sounds synthesised by the player (no audio files): ScratchJr's pop plus a few of our own. */
export const SOUNDS = ['pop', 'chime', 'drum', 'boing'] as const;
export type SoundId = (typeof SOUNDS)[number];

export const SPEEDS = ['slow', 'normal', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

/** What a block's one editable value is. */
export type BlockParam = 'number' | 'text' | 'color' | 'sound' | 'speed' | 'page' | 'none';

interface BlockSpec {
  category: BlockCategory;
  param: BlockParam;
}

export const BLOCKS = {
  onFlag: { category: 'triggers', param: 'none' },
  onTap: { category: 'triggers', param: 'none' },
  onBump: { category: 'triggers', param: 'none' },
  onMessage: { category: 'triggers', param: 'color' },
  sendMessage: { category: 'triggers', param: 'color' },
  moveRight: { category: 'motion', param: 'number' },
  moveLeft: { category: 'motion', param: 'number' },
  moveUp: { category: 'motion', param: 'number' },
  moveDown: { category: 'motion', param: 'number' },
  turnRight: { category: 'motion', param: 'number' },
  turnLeft: { category: 'motion', param: 'number' },
  hop: { category: 'motion', param: 'number' },
  goHome: { category: 'motion', param: 'none' },
  say: { category: 'looks', param: 'text' },
  grow: { category: 'looks', param: 'number' },
  shrink: { category: 'looks', param: 'number' },
  resetSize: { category: 'looks', param: 'none' },
  hide: { category: 'looks', param: 'none' },
  show: { category: 'looks', param: 'none' },
  sound: { category: 'sound', param: 'sound' },
  wait: { category: 'control', param: 'number' },
  stop: { category: 'control', param: 'none' },
  setSpeed: { category: 'control', param: 'speed' },
  repeat: { category: 'control', param: 'number' },
  end: { category: 'end', param: 'none' },
  forever: { category: 'end', param: 'none' },
  goToPage: { category: 'end', param: 'page' },
} as const satisfies Record<string, BlockSpec>;

export type BlockOp = keyof typeof BLOCKS;
export const BLOCK_OPS = Object.keys(BLOCKS) as BlockOp[];

export const TRIGGER_OPS: readonly BlockOp[] = ['onFlag', 'onTap', 'onBump', 'onMessage'];
/** Blocks that close a script: nothing may follow them. */
export const END_OPS: readonly BlockOp[] = ['end', 'forever', 'goToPage'];

export function blocksOf(category: BlockCategory): BlockOp[] {
  return BLOCK_OPS.filter((op) => BLOCKS[op].category === category);
}

/** Number limits the editor and the schema share (ScratchJr's own ranges). */
export const NUMBER_MIN = 0;
export const NUMBER_MAX = 99;
