/** Values of blocklyGameMap.game that have an engine here. */
export type GameName = 'Turtle' | 'Labirint' | 'Labirint3D' | 'FlowerDefence' | 'SpaceMixLab';

/**
 * What every engine's runProgram returns. Plain data only (no class instances, no typed
 * arrays) so the server can send it to the client and both can compare results.
 */
export interface GameRunResult<TStep> {
  success: boolean;
  /** What the UI replays, in order. */
  steps: TStep[];
  /** Russian text for the learner when success is false. */
  failureMessage?: string;
  /** Skipped unknown blocks, bad config pieces: logged, never shown as errors. */
  warnings: string[];
}

/** A demo level: config, a reference solution that wins and a plausible wrong attempt. */
export interface DemoLevel<TConfig, TProgram = unknown> {
  id: string;
  /** Russian title for a level picker. */
  title: string;
  config: TConfig;
  solution: TProgram;
  wrongSolution: TProgram;
}
