/** Robot maze cell codes (spec 3.2). */
export const CELL = {
  void: 0,
  floor: 1,
  robotStart: 2,
  blueDoor: 3,
  redDoor: 4,
  greenDoor: 5,
  blueKey: 6,
  greenKey: 7,
  redKey: 8,
  bomb: 9,
  stone: 10,
  monster: 11,
  wall: 12,
  exit: 13,
} as const;

export const MAX_CELL_CODE = CELL.exit;

export type ItemColour = 'blue' | 'red' | 'green';

const DOOR_COLOURS: Readonly<Record<number, ItemColour>> = { [CELL.blueDoor]: 'blue', [CELL.redDoor]: 'red', [CELL.greenDoor]: 'green' };
const KEY_COLOURS: Readonly<Record<number, ItemColour>> = { [CELL.blueKey]: 'blue', [CELL.greenKey]: 'green', [CELL.redKey]: 'red' };

/** Names of carried items, for the has-item sensor. */
export const ITEM_NAMES: Readonly<Record<string, number>> = {
  key_blue: CELL.blueKey,
  key_green: CELL.greenKey,
  key_red: CELL.redKey,
  bomb: CELL.bomb,
};

export function doorColour(code: number): ItemColour | undefined {
  return DOOR_COLOURS[code];
}

export function keyColour(code: number | null): ItemColour | undefined {
  return code === null ? undefined : KEY_COLOURS[code];
}

/** Keys and bombs lie on the floor and can be picked up. */
export function isPickable(code: number): boolean {
  return code >= CELL.blueKey && code <= CELL.bomb;
}

const BLOCKING: ReadonlySet<number> = new Set([CELL.void, CELL.stone, CELL.monster, CELL.wall]);

/** Spec 4.3: void, wall, stone and monster block a move (the map edge is checked by the caller). */
export function isWalkable(code: number): boolean {
  return !BLOCKING.has(code);
}
