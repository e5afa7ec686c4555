import type { WarningSink } from '../common/warnings';

/** Cells of the flower defence `map` (spec 3.4 lists map and item without a shape; our reading, README). */
export const GARDEN_CELLS = { grass: 0, bed: 1, path: 2, pond: 3, fence: 4 } as const;
export type GardenCell = keyof typeof GARDEN_CELLS;

/** What `item` may name: the gardener's thing drawn on the map. */
export const GARDEN_ITEMS = ['watering_can', 'sprayer', 'shovel', 'beehive'] as const;
export type GardenItemName = (typeof GARDEN_ITEMS)[number];

export interface GardenItem {
  name: GardenItemName;
  /** Column and row of the map cell it stands on. */
  x: number;
  y: number;
}

export interface GardenLayout {
  cells: GardenCell[][];
  /** Bed cells in reading order: the flowers grow in the first ones. */
  beds: { x: number; y: number }[];
  item: GardenItem | null;
}

const CELL_BY_CODE = new Map<unknown, GardenCell>(Object.entries(GARDEN_CELLS).map(([name, code]) => [code, name as GardenCell]));
const MAX_SIDE = 20;

/**
 * Reads `map` (rows of cell codes) and `item` (a name, or { name, x, y }) for drawing; null when
 * the config has no map (the garden is then drawn without one). Pieces it cannot read are
 * skipped and told to `warn`: an unknown cell is grass, an unknown item is left out.
 */
export function gardenLayout(config: { map?: unknown; item?: unknown }, warn?: WarningSink): GardenLayout | null {
  if (config.map === undefined) return null;
  if (!Array.isArray(config.map) || config.map.length === 0 || !config.map.every(Array.isArray)) {
    warn?.('Flower map is not a list of rows, drawn without it');
    return null;
  }
  const rows = (config.map as unknown[][]).slice(0, MAX_SIDE);
  const cells = rows.map((row, y) =>
    row.slice(0, MAX_SIDE).map((code, x) => {
      const cell = CELL_BY_CODE.get(code);
      if (!cell) warn?.(`Flower map code ${JSON.stringify(code)} at row ${y + 1}, column ${x + 1} unknown, drawn as grass`);
      return cell ?? 'grass';
    }),
  );
  const beds = cells.flatMap((row, y) => row.flatMap((cell, x) => (cell === 'bed' ? [{ x, y }] : [])));
  return { cells, beds, item: readItem(config.item, cells, warn) };
}

function readItem(item: unknown, cells: GardenCell[][], warn?: WarningSink): GardenItem | null {
  if (item === undefined || item === null) return null;
  const { name, x, y } = typeof item === 'string' ? { name: item, x: undefined, y: undefined } : (item as { name?: unknown; x?: unknown; y?: unknown });
  if (!(GARDEN_ITEMS as readonly unknown[]).includes(name)) {
    warn?.(`Flower item ${JSON.stringify(item)} unknown, not drawn`);
    return null;
  }
  if (Number.isInteger(x) && Number.isInteger(y) && cells[y as number]?.[x as number] !== undefined) return { name: name as GardenItemName, x: x as number, y: y as number };
  if (x !== undefined || y !== undefined) warn?.(`Flower item position ${JSON.stringify({ x, y })} is off the map, placed by itself`);
  // Without a position: on the first path cell, else the first grass cell, else the first cell.
  const place = findCell(cells, 'path') ?? findCell(cells, 'grass') ?? { x: 0, y: 0 };
  return { name: name as GardenItemName, ...place };
}

function findCell(cells: GardenCell[][], kind: GardenCell): { x: number; y: number } | null {
  for (const [y, row] of cells.entries()) {
    const x = row.indexOf(kind);
    if (x >= 0) return { x, y };
  }
  return null;
}
