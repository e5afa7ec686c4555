import type { GridDirection, GridPoint } from '../common/gridDirection';

/** Spec 4.3: the program is recorded as this log and replayed one entry per 300 ms. */
export type LabirintAction =
  | {
      kind: 'turn';
      blockId?: string;
      /** Signed turn: 90 clockwise, -90 anticlockwise, 180. */
      degrees: number;
      heading: GridDirection;
      /** The new heading as an angle: up 0, right 90, down 180, left 270. */
      angle: number;
    }
  | { kind: 'move'; blockId?: string; from: GridPoint; to: GridPoint; blocked: boolean }
  | { kind: 'push'; blockId?: string; robotTo: GridPoint; stoneFrom: GridPoint; stoneTo: GridPoint; blocked: boolean }
  | {
      kind: 'action';
      blockId?: string;
      action: 'pick' | 'open_door' | 'set_bomb';
      cell: GridPoint;
      /** What the robot carries afterwards. */
      item: number | null;
      /** Cells whose monster the bomb removed. */
      removedMonsters?: GridPoint[];
    };
