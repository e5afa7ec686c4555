import { gardenLayout } from './gardenMap';

describe('flower defence map and item (spec 3.4)', () => {
  it('reads the map rows and the item to draw', () => {
    const layout = gardenLayout({ map: [[4, 4, 4], [1, 2, 1], [0, 3, 0]], item: { name: 'sprayer', x: 1, y: 2 } });
    expect(layout?.cells).toEqual([
      ['fence', 'fence', 'fence'],
      ['bed', 'path', 'bed'],
      ['grass', 'pond', 'grass'],
    ]);
    expect(layout?.beds).toEqual([{ x: 0, y: 1 }, { x: 2, y: 1 }]);
    expect(layout?.item).toEqual({ name: 'sprayer', x: 1, y: 2 });
  });

  it('places an item named without a position on the first path cell', () => {
    expect(gardenLayout({ map: [[0, 1], [2, 1]], item: 'watering_can' })?.item).toEqual({ name: 'watering_can', x: 0, y: 1 });
  });

  it('skips what it cannot read and says so', () => {
    const warn = jest.fn<void, [string]>();
    const layout = gardenLayout({ map: [[1, 7]], item: 'tractor' }, warn);
    expect(layout?.cells).toEqual([['bed', 'grass']]);
    expect(layout?.item).toBeNull();
    expect(warn.mock.calls.map(([m]) => m)).toEqual(['Flower map code 7 at row 1, column 2 unknown, drawn as grass', 'Flower item "tractor" unknown, not drawn']);
    expect(gardenLayout({ map: 'garden' }, warn)).toBeNull();
    expect(gardenLayout({})).toBeNull();
  });
});
