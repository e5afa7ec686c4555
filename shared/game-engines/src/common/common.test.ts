import { decodeBase64, encodeBase64 } from './base64';
import { directionDegrees, isGridDirection, neighbours, stepInDirection, turnDirection } from './gridDirection';
import { deriveSeed, mulberry32, randomIndex } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for a seed and differs between seeds', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    expect(take(1).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('matches the reference mulberry32 output', () => {
    // First outputs of the published mulberry32 for seed 0, times 2^32.
    const random = mulberry32(0);
    expect([random(), random()].map((value) => Math.round(value * 4294967296))).toEqual([1144304738, 1416247]);
  });

  it('spreads indices uniformly enough over [0, count)', () => {
    const random = mulberry32(7);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[randomIndex(random, 3)]++;
    expect(Math.min(...counts)).toBeGreaterThan(900);
    expect(randomIndex(() => 0.9999999999, 3)).toBe(2);
  });

  it('derives distinct, repeatable sub-seeds', () => {
    const seeds = Array.from({ length: 20 }, (_, index) => deriveSeed(5, index));
    expect(new Set(seeds).size).toBe(20);
    expect(deriveSeed(5, 3)).toBe(seeds[3]);
    expect(deriveSeed(6, 3)).not.toBe(seeds[3]);
  });
});

describe('grid directions', () => {
  it('steps, turns and measures headings (up 0, right 90, down 180, left 270)', () => {
    expect(stepInDirection({ x: 2, y: 2 }, 'up')).toEqual({ x: 2, y: 1 });
    expect(stepInDirection({ x: 2, y: 2 }, 'left', 2)).toEqual({ x: 0, y: 2 });
    expect(turnDirection('up', 'left')).toBe('left');
    expect(turnDirection('left', 'right')).toBe('up');
    expect(['up', 'right', 'down', 'left'].map((direction) => directionDegrees(direction as 'up'))).toEqual([0, 90, 180, 270]);
    expect(neighbours({ x: 0, y: 0 })).toHaveLength(4);
    expect(isGridDirection('down')).toBe(true);
    expect(isGridDirection('north')).toBe(false);
  });
});

describe('base64', () => {
  it('round-trips bytes of every length and agrees with Node', () => {
    for (let length = 0; length < 8; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + 13) % 256);
      const text = encodeBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(decodeBase64(text)).toEqual(bytes);
    }
  });

  it('rejects text that is not base64', () => {
    expect(decodeBase64('ab$d')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull();
  });
});
