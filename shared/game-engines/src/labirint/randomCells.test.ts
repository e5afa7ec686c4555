import { mulberry32 } from '../common/random';
import { RandomCellResolver, parseCellSpec } from './randomCells';
import { createLabirintState } from './labirintState';
import { doorColour, keyColour } from './cellCodes';

const at = { row: 0, column: 0 };

describe('random cell notation', () => {
  it('parses codes, OR alternatives and OO groups', () => {
    expect(parseCellSpec(12)).toEqual({ alternatives: [12] });
    expect(parseCellSpec('12')).toEqual({ alternatives: [12] });
    expect(parseCellSpec('1OR9')).toEqual({ alternatives: [1, 9] });
    expect(parseCellSpec(' 3 or 4 OR 5 oo door ')).toEqual({ alternatives: [3, 4, 5], group: 'DOOR' });
  });

  it('rejects malformed cells and unknown codes', () => {
    expect(parseCellSpec('1OR')).toBeNull();
    expect(parseCellSpec('banana')).toBeNull();
    expect(parseCellSpec('14')).toBeNull();
    expect(parseCellSpec(-1)).toBeNull();
  });

  it('picks every OR alternative over many seeds and only those', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) seen.add(new RandomCellResolver(mulberry32(seed)).resolve('1OR9OR11', at));
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 9, 11]);
  });

  it('gives every cell of an OO group the alternative with the same index', () => {
    for (let seed = 0; seed < 50; seed++) {
      const resolver = new RandomCellResolver(mulberry32(seed));
      const door = resolver.resolve('3OR4OR5OO1', at);
      const key = resolver.resolve('6OR8OR7OO1', at);
      expect(keyColour(key)).toBe(doorColour(door));
      expect(doorColour(door)).toBeDefined();
      expect(resolver.warnings).toEqual([]);
    }
  });

  it('places exactly one item among the cells of a one-of group', () => {
    for (let seed = 0; seed < 30; seed++) {
      const resolver = new RandomCellResolver(mulberry32(seed));
      const cells = ['6OR1OR1OO2', '1OR6OR1OO2', '1OR1OR6OO2'].map((spec) => resolver.resolve(spec, at));
      expect(cells.filter((code) => code === 6)).toHaveLength(1);
    }
  });

  it('warns when cells of one group have different numbers of alternatives, and voids bad cells', () => {
    const resolver = new RandomCellResolver(mulberry32(1));
    resolver.resolve('1OR9OO7', at);
    resolver.resolve('1OR9OR11OO7', at);
    expect(resolver.resolve('x', { row: 2, column: 3 })).toBe(0);
    expect(resolver.warnings).toEqual(['Cells of group OO7 have different numbers of alternatives', 'Cell "x" (row 3, column 4) not understood, made void']);
  });

  it('does not draw random numbers for fixed cells, so walls do not reshuffle the maze', () => {
    const plain = new RandomCellResolver(mulberry32(5));
    const withWalls = new RandomCellResolver(mulberry32(5));
    withWalls.resolve(12, at);
    withWalls.resolve('12', at);
    expect(withWalls.resolve('1OR9OR11OR13', at)).toBe(plain.resolve('1OR9OR11OR13', at));
  });

  it('resolves the same maze for the same seed (reset restores it)', () => {
    const config = { map: [[2, '1OR9', '1OR11', '3OR4OO1'], [1, '6OR8OO1', '1OR10', 13]] };
    expect(createLabirintState(config, 42)).toEqual(createLabirintState(config, 42));
    const variants = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(createLabirintState(config, seed).state?.grid)));
    expect(variants.size).toBeGreaterThan(1);
  });

  it('lets the starting item be random and grouped with the map', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { state } = createLabirintState({ map: [[2, '3OR4OR5OO1']], item: '6OR8OR7OO1' }, seed);
      expect(keyColour(state?.item ?? null)).toBe(doorColour(state?.grid[0][1] ?? 0));
      expect(keyColour(state?.item ?? null)).toBeDefined();
    }
  });
});
