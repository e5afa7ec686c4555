import { ITEM_GROUP_NAMES } from './items';

/** Space mixing lab numbers of spec 4.6 and 9. */
export const SPACE_MIX_CONSTANTS = {
  /** The scene is laid out on a square virtual canvas of this size, scaled to the screen. */
  virtualCanvasSize: 2000,
  itemSize: 216,
  lightning: { lines: 5, steps: 24, stepMs: 50 },
  /** A failed result hides after this long; a successful one stays. */
  resultHoldMs: 5000,
  /** The task dialog shows this long, and opens by itself this long after the start. */
  taskOverlayMs: 3600,
  autoPressMs: 1000,
  /** Hint fingers appear at these times. */
  hintTimesMs: [4500, 9000],
  /** The group buttons: one per group of ITEM_GROUPS (spec: 4). */
  groupCount: ITEM_GROUP_NAMES.length,
} as const;
