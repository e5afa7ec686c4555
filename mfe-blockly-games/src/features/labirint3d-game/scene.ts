import { labirint3d, mulberry32 } from '@school/game-engines';

type MapCell = labirint3d.MapCell;

/** Everything the isometric renderer draws; mutated by the step animation, read every frame. */
export interface Scene {
  cells: MapCell[][];
  /** Bot position in cells (fractional while walking). */
  bot: { x: number; y: number };
  direction: 'up' | 'right' | 'down' | 'left';
  /** Monsters fading out after a shot: cell key -> start time. */
  fading: Map<string, number>;
  /** The smile shown when a run ends, until the given time (performance.now()). */
  smile: { happy: boolean; until: number } | null;
  clouds: { x: number; y: number; r: number; speed: number }[];
}

export function createScene(state: labirint3d.Labirint3dState): Scene {
  const random = mulberry32(7);
  return {
    cells: state.cells.map((row) => row.map((cell) => ({ ...cell }))),
    bot: { ...state.bot },
    direction: state.direction,
    fading: new Map(),
    smile: null,
    clouds: Array.from({ length: labirint3d.LABIRINT3D_CONSTANTS.cloudCount }, () => ({
      x: random(),
      y: random(),
      r: 10 + random() * 22,
      speed: 0.00001 + random() * 0.00003,
    })),
  };
}

/** Applies an executed step's cell changes; shot monsters start fading. */
export function applyChanges(scene: Scene, changes: { x: number; y: number; cell: MapCell }[], now: number): void {
  for (const { x, y, cell } of changes) {
    const before = scene.cells[y]?.[x];
    if (before?.object?.kind === 'monster' && cell.object?.kind !== 'monster') scene.fading.set(`${x},${y}`, now);
    if (scene.cells[y]) scene.cells[y][x] = { ...cell };
  }
}
