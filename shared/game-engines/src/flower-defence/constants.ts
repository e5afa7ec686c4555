/** Flower defence numbers of spec 4.5, 5 and 9. */
export const FLOWER_CONSTANTS = {
  /** Pause after each event before the water check. */
  eventDelayMs: 2000,
  /** Every action except skip costs this many coins. */
  actionCost: 1,
  /** The step number field allows 1-10, default 1. */
  stepRange: { min: 1, max: 10, default: 1 },
  /** Longest event chain followed (a guard against a huge config). */
  maxEvents: 1000,
} as const;
