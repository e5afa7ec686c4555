/** Directions on a map grid: x grows to the right (columns), y grows down (rows). */
export type GridDirection = 'up' | 'right' | 'down' | 'left';

/** Clockwise order; the index times 90 is the heading in degrees (up 0, right 90, ...). */
export const GRID_DIRECTIONS: readonly GridDirection[] = ['up', 'right', 'down', 'left'];

export interface GridPoint {
  x: number;
  y: number;
}

const OFFSETS: Record<GridDirection, GridPoint> = {
  up: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
};

export function isGridDirection(value: unknown): value is GridDirection {
  return typeof value === 'string' && (GRID_DIRECTIONS as readonly string[]).includes(value);
}

export function stepInDirection(point: GridPoint, direction: GridDirection, distance = 1): GridPoint {
  const offset = OFFSETS[direction];
  return { x: point.x + offset.x * distance, y: point.y + offset.y * distance };
}

export function directionDegrees(direction: GridDirection): number {
  return GRID_DIRECTIONS.indexOf(direction) * 90;
}

export function turnDirection(direction: GridDirection, side: 'left' | 'right'): GridDirection {
  const index = GRID_DIRECTIONS.indexOf(direction) + (side === 'right' ? 1 : 3);
  return GRID_DIRECTIONS[index % 4];
}

/** The four orthogonal neighbours. */
export function neighbours(point: GridPoint): GridPoint[] {
  return GRID_DIRECTIONS.map((direction) => stepInDirection(point, direction));
}
