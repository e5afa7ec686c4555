import { isGridDirection, type GridDirection, type GridPoint } from '../common/gridDirection';
import { mulberry32 } from '../common/random';
import { CELL, isPickable } from './cellCodes';
import { RandomCellResolver, type CellSpec } from './randomCells';

/** The Labirint part of blocklyGameMap (spec 3.2). */
export interface LabirintConfig {
  /** Rows of cells; see randomCells.ts for the random cell notation. */
  map: CellSpec[][];
  /** What the robot carries at the start: a key (6, 7, 8) or a bomb (9); may be random too. */
  item?: CellSpec;
  /** Where the robot faces at the start; 'right' by default. */
  direction?: GridDirection;
}

export interface LabirintState {
  /** The map with random cells decided; the robot's start cell is floor. */
  grid: number[][];
  robot: GridPoint;
  heading: GridDirection;
  /** Code of the carried key or bomb; the robot carries one item at most. */
  item: number | null;
}

/**
 * The maze as it starts for one seed (also what "reset" restores). Null robot when the map has
 * no start cell.
 */
export function createLabirintState(config: LabirintConfig, seed: number): { state: LabirintState | null; warnings: string[] } {
  const resolver = new RandomCellResolver(mulberry32(seed));
  const rows = Array.isArray(config.map) ? config.map : [];
  const grid = rows.map((row, rowIndex) => (Array.isArray(row) ? row : []).map((spec, column) => resolver.resolve(spec, { row: rowIndex, column })));
  const itemCode = config.item === undefined ? null : resolver.resolve(config.item, { row: -1, column: -1 });
  let robot: GridPoint | null = null;
  for (const [y, row] of grid.entries()) {
    for (const [x, code] of row.entries()) {
      if (code !== CELL.robotStart) continue;
      robot ??= { x, y };
      row[x] = CELL.floor;
    }
  }
  const state: LabirintState | null = robot && {
    grid,
    robot,
    heading: isGridDirection(config.direction) ? config.direction : 'right',
    item: itemCode !== null && isPickable(itemCode) ? itemCode : null,
  };
  return { state, warnings: resolver.warnings };
}

export function cellAt(state: LabirintState, point: GridPoint): number | undefined {
  return state.grid[point.y]?.[point.x];
}

export function cloneLabirintState(state: LabirintState): LabirintState {
  return { ...state, grid: state.grid.map((row) => [...row]), robot: { ...state.robot } };
}
