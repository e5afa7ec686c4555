/** Robot maze numbers of spec 4.3 and 9. */
export const LABIRINT_CONSTANTS = {
  /** The visible replay shows one log entry per this many ms. */
  replayStepMs: 300,
  /** The program must win this many simulated runs (different random cells) before it is shown. */
  simulationRuns: 20,
  /** Sprite animations of one step: ticks and tick length. */
  animationTicks: 64,
  animationTickMs: 30,
  /** The repeat block's number field on the maze games allows 0-10. */
  repeatRange: { min: 0, max: 10 },
} as const;
