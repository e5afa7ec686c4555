import { addItem, removeItem, type InventoryItem } from './inventory';
import { isOpenCell, parseMapCode } from './mapCodes';

describe('labirint3d map codes', () => {
  it('reads tiles, start, flag, gun and stone', () => {
    expect(parseMapCode(0)).toEqual({ tile: false, object: null });
    expect(parseMapCode(1)).toEqual({ tile: true, object: null });
    expect(parseMapCode(2)).toEqual({ tile: true, object: null });
    expect(parseMapCode(3)).toEqual({ tile: true, object: { kind: 'flag' } });
    expect(parseMapCode(7)).toEqual({ tile: true, object: { kind: 'gun' } });
    expect(parseMapCode(8)).toEqual({ tile: true, object: { kind: 'stone' } });
  });

  it('reads door orientation and colour (1 red, 2 yellow, 3 green, 4 blue)', () => {
    expect(parseMapCode(41)?.object).toEqual({ kind: 'door', colour: 'red', orientation: 'left_right', open: false });
    expect(parseMapCode(42)?.object).toMatchObject({ colour: 'yellow' });
    expect(parseMapCode(53)?.object).toEqual({ kind: 'door', colour: 'green', orientation: 'up_down', open: false });
    expect(parseMapCode(54)?.object).toMatchObject({ colour: 'blue' });
  });

  it('reads keys, key boxes with their colours, and monsters with mirrored sprites below 3', () => {
    expect(parseMapCode(64)?.object).toEqual({ kind: 'key', colour: 'blue' });
    expect(parseMapCode(6013)?.object).toEqual({ kind: 'keyBox', colours: ['red', 'green'] });
    expect(parseMapCode('601234')?.object).toEqual({ kind: 'keyBox', colours: ['red', 'yellow', 'green', 'blue'] });
    expect([91, 92, 93, 94].map((code) => parseMapCode(code)?.object)).toEqual([
      { kind: 'monster', flipped: true },
      { kind: 'monster', flipped: true },
      { kind: 'monster', flipped: false },
      { kind: 'monster', flipped: false },
    ]);
  });

  it('returns null for unknown codes', () => {
    for (const code of [4, 45, 60, 65, 6015, 95, 99, -1]) expect(parseMapCode(code)).toBeNull();
  });

  it('lets the bot stand on tiles, items, the flag and open doors only', () => {
    expect([1, 3, 7, 61, 6012].every((code) => isOpenCell(parseMapCode(code) ?? undefined))).toBe(true);
    expect([0, 8, 91, 41].some((code) => isOpenCell(parseMapCode(code) ?? undefined))).toBe(false);
    expect(isOpenCell({ tile: true, object: { kind: 'door', colour: 'red', orientation: 'up_down', open: true } })).toBe(true);
    expect(isOpenCell(undefined)).toBe(false);
  });
});

describe('labirint3d inventory', () => {
  it('stacks items of one kind in one slot and holds at most 5 kinds', () => {
    let slots = addItem([], 'key_red');
    slots = addItem(slots ?? [], 'key_red');
    expect(slots).toEqual([{ item: 'key_red', count: 2 }]);
    const full = (['key_yellow', 'key_green', 'key_blue', 'gun'] as const).reduce((acc, item) => addItem(acc, item) ?? acc, slots ?? []);
    expect(full).toHaveLength(5);
    expect(addItem(full, 'key_red')?.[0]).toEqual({ item: 'key_red', count: 3 });
    expect(addItem(full.slice(1), 'key_red')).toHaveLength(5);
    expect(addItem(removeItem(full, 'gun'), 'gun')).toHaveLength(5);
  });

  it('refuses a new kind when all 5 slots are taken', () => {
    // Today's 5 kinds (4 keys and the gun) always fit; the limit guards future item kinds.
    const slots = ['a', 'b', 'c', 'd', 'e'].map((kind) => ({ item: kind as InventoryItem, count: 1 }));
    expect(addItem(slots, 'gun')).toBeNull();
    expect(addItem(slots, 'a' as InventoryItem)?.[0].count).toBe(2);
  });

  it('frees a slot when the last item of a kind is used', () => {
    expect(removeItem([{ item: 'key_red', count: 2 }], 'key_red')).toEqual([{ item: 'key_red', count: 1 }]);
    expect(removeItem([{ item: 'key_red', count: 1 }, { item: 'gun', count: 1 }], 'key_red')).toEqual([{ item: 'gun', count: 1 }]);
  });
});
