/** A deterministic source of numbers in [0, 1); every random choice of a game goes through one. */
export type Random = () => number;

export const DEFAULT_SEED = 1;

/**
 * mulberry32: a 32-bit state generator. Small, fast and identical in every JS runtime,
 * so the server re-checking a submission sees the same "random" maze as the learner.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform integer in [0, count). */
export function randomIndex(random: Random, count: number): number {
  return Math.min(count - 1, Math.floor(random() * count));
}

/**
 * Seed of the n-th sub-run of a run seeded with `seed`. Hashing (rather than seed + n) keeps
 * neighbouring base seeds from sharing most of their sub-runs.
 */
export function deriveSeed(seed: number, index: number): number {
  return Math.floor(mulberry32((seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0)() * 4294967296);
}
