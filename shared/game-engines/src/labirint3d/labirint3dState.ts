import { isGridDirection, type GridDirection, type GridPoint } from '../common/gridDirection';
import { LABIRINT3D_CONSTANTS } from './constants';
import { DEFAULT_LABIRINT3D_CONFIG } from './defaultMap';
import { addItem, isInventoryItem, type InventorySlot } from './inventory';
import { BOT_START_CODE, parseMapCode, type MapCell } from './mapCodes';

/** The Labirint3D part of blocklyGameMap (spec 3.3). */
export interface Labirint3dConfig {
  map?: (number | string)[][];
  botDirection?: GridDirection;
  /** Items the bot starts with, e.g. ['key_green', 'gun']. */
  inventory?: string[];
}

export interface Labirint3dState {
  cells: MapCell[][];
  bot: GridPoint;
  direction: GridDirection;
  inventory: InventorySlot[];
}

/** Spec 5: the config is used only when it has map, botDirection and inventory. */
export function effectiveConfig(config: Labirint3dConfig): Required<Labirint3dConfig> {
  const { map, botDirection, inventory } = config;
  return Array.isArray(map) && isGridDirection(botDirection) && Array.isArray(inventory)
    ? { map, botDirection, inventory }
    : DEFAULT_LABIRINT3D_CONFIG;
}

/** The start of a run, also what a restart restores. Null bot position when the map has no 2. */
export function createLabirint3dState(config: Labirint3dConfig): { state: Labirint3dState | null; warnings: string[] } {
  const { map, botDirection, inventory: items } = effectiveConfig(config);
  const warnings: string[] = [];
  let bot: GridPoint | null = null;
  const cells = map.map((row, y) =>
    (Array.isArray(row) ? row : []).map((code, x) => {
      if (Number(code) === BOT_START_CODE) bot ??= { x, y };
      const cell = parseMapCode(code);
      if (!cell) warnings.push(`Unknown map code ${code} at row ${y + 1}, column ${x + 1}: no tile`);
      return cell ?? { tile: false, object: null };
    }),
  );
  let inventory: InventorySlot[] = [];
  for (const item of items) {
    const next = isInventoryItem(item) ? addItem(inventory, item) : null;
    if (next) inventory = next;
    else warnings.push(`Inventory item "${item}" skipped (unknown or more than ${LABIRINT3D_CONSTANTS.inventorySlots} kinds)`);
  }
  const start = bot as GridPoint | null;
  return { state: start && { cells, bot: start, direction: botDirection, inventory }, warnings };
}

export function cloneLabirint3dState(state: Labirint3dState): Labirint3dState {
  return {
    ...state,
    cells: state.cells.map((row) => row.map((cell) => ({ ...cell, object: cell.object && { ...cell.object } }))),
    bot: { ...state.bot },
    inventory: state.inventory.map((slot) => ({ ...slot })),
  };
}

export function cellAt(state: Labirint3dState, point: GridPoint): MapCell | undefined {
  return state.cells[point.y]?.[point.x];
}
