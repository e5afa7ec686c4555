/** Key and door colours by the last digit of their code: 1 red, 2 yellow, 3 green, 4 blue. */
export type KeyColour = 'red' | 'yellow' | 'green' | 'blue';
export const KEY_COLOURS: readonly KeyColour[] = ['red', 'yellow', 'green', 'blue'];

/** 41-44 doors stand one way, 51-54 the other (the sprite is mirrored). */
export type DoorOrientation = 'left_right' | 'up_down';

export type MapObject =
  | { kind: 'door'; colour: KeyColour; orientation: DoorOrientation; open: boolean }
  | { kind: 'key'; colour: KeyColour }
  | { kind: 'keyBox'; colours: KeyColour[] }
  | { kind: 'gun' }
  | { kind: 'stone' }
  | { kind: 'monster'; flipped: boolean }
  | { kind: 'flag' };

/** A map cell: whether a tile is there, and what stands on it. */
export interface MapCell {
  tile: boolean;
  object: MapObject | null;
}

const colourOf = (digit: string): KeyColour => KEY_COLOURS[Number(digit) - 1];

/**
 * Reads a map code of spec 3.3: 0 no tile, 1 tile, 2 bot start (a tile), 3 flag, 41-44 / 51-54
 * doors, 61-64 keys, 60 + colour digits a key box (6013: red or green), 7 gun, 8 stone,
 * 91-94 monsters (last digit 1 or 2 mirrors the sprite). Null for an unknown code.
 */
export function parseMapCode(code: number | string): MapCell | null {
  const text = String(code).trim();
  const onTile = (object: MapObject | null): MapCell => ({ tile: true, object });
  if (text === '0') return { tile: false, object: null };
  if (text === '1' || text === '2') return onTile(null);
  if (text === '3') return onTile({ kind: 'flag' });
  if (text === '7') return onTile({ kind: 'gun' });
  if (text === '8') return onTile({ kind: 'stone' });
  const door = /^([45])([1-4])$/.exec(text);
  if (door) return onTile({ kind: 'door', colour: colourOf(door[2]), orientation: door[1] === '4' ? 'left_right' : 'up_down', open: false });
  const key = /^6([1-4])$/.exec(text);
  if (key) return onTile({ kind: 'key', colour: colourOf(key[1]) });
  const box = /^60([1-4]+)$/.exec(text);
  if (box) return onTile({ kind: 'keyBox', colours: [...new Set([...box[1]].map(colourOf))] });
  const monster = /^9([1-4])$/.exec(text);
  if (monster) return onTile({ kind: 'monster', flipped: Number(monster[1]) < 3 });
  return null;
}

export const BOT_START_CODE = 2;

/** Whether the bot can stand on the cell (spec 4.4: a closed or missing cell stops it). */
export function isOpenCell(cell: MapCell | undefined): cell is MapCell {
  if (!cell?.tile) return false;
  const object = cell.object;
  return !object || (object.kind === 'door' ? object.open : object.kind !== 'stone' && object.kind !== 'monster');
}
