import type { GridDirection, GridPoint } from '../common/gridDirection';
import type { InventoryItem, InventorySlot } from './inventory';
import type { MapCell } from './mapCodes';

export type Labirint3dCommand = 'forward' | 'left' | 'right' | 'pick_up' | 'use_key' | 'use_gun' | 'move' | 'condition';

/** One executed block, as the UI animates and highlights it. */
export interface Labirint3dStep {
  blockId?: string;
  command: Labirint3dCommand;
  ok: boolean;
  failureMessage?: string;
  /** Where the bot is after the step. */
  bot: GridPoint;
  direction: GridDirection;
  inventory: InventorySlot[];
  /** Cells whose content changed (picked item, opened door, shot monster, pushed stone). */
  changes: { x: number; y: number; cell: MapCell }[];
  /** The bot walked pushing a stone (slower speed). */
  pushing?: boolean;
  picked?: InventoryItem;
  /** Answer of a condition block. */
  result?: boolean;
}
