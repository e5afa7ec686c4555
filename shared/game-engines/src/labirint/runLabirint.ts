import { DEFAULT_SEED, deriveSeed } from '../common/random';
import type { GameRunResult } from '../common/types';
import { reportWarnings, type WarningSink } from '../common/warnings';
import type { Program } from '../program/ast';
import { limitFailureMessage } from '../program/executionMessages';
import { runToEnd } from '../program/interpreter';
import { toProgram, type ProgramInput } from '../program/programInput';
import { LABIRINT_TEXTS } from '../texts';
import type { LabirintAction } from './actionLog';
import { LABIRINT_DIALECT } from './blocks';
import { LABIRINT_CONSTANTS } from './constants';
import { LabirintHost } from './labirintHost';
import { cloneLabirintState, createLabirintState, type LabirintConfig, type LabirintState } from './labirintState';

/** One run on one random variant of the maze. */
export interface LabirintSimulation extends GameRunResult<LabirintAction> {
  seed: number;
  /** The maze this run started from (what the UI draws before replaying the log). */
  initialState: LabirintState | null;
}

export interface LabirintRunResult extends LabirintSimulation {
  /** Outcome of each of the 20 checking runs. */
  simulations: { seed: number; success: boolean; failureMessage?: string }[];
}

export function simulateLabirint(config: LabirintConfig, program: Program, seed: number): LabirintSimulation {
  const created = createLabirintState(config, seed);
  if (!created.state) {
    return { seed, success: false, steps: [], failureMessage: LABIRINT_TEXTS.noRobot, warnings: created.warnings, initialState: null };
  }
  const initialState = cloneLabirintState(created.state);
  const host = new LabirintHost(created.state);
  const end = runToEnd(program, host, { repeatRange: LABIRINT_CONSTANTS.repeatRange });
  const { outcome } = host;
  const failureMessage =
    outcome.status === 'failed' ? outcome.message
    : outcome.status === 'won' ? undefined
    : (limitFailureMessage(end) ?? LABIRINT_TEXTS.notAtExit);
  return {
    seed,
    success: outcome.status === 'won',
    steps: host.log,
    ...(failureMessage ? { failureMessage } : {}),
    warnings: [...created.warnings, ...host.warnings],
    initialState,
  };
}

/**
 * The seed of the maze variant drawn before a run, which a winning run replays (one more than the
 * 20 simulated ones): the UI draws `createLabirintState(config, previewSeed())`.
 */
export function previewSeed(seed: number = DEFAULT_SEED): number {
  return deriveSeed(seed, LABIRINT_CONSTANTS.simulationRuns);
}

/**
 * Spec 4.3: the program must win 20 simulated runs, each on a maze whose random cells come
 * from a different seed; only then is it played visibly, on the variant the maze shows before
 * the run (`previewSeed`). When a run fails, the learner sees a variant where the program goes
 * wrong: the shown one if it fails there, else the first failing simulation.
 */
function play(config: LabirintConfig, input: ProgramInput, seed: number): LabirintRunResult {
  const { program, warnings } = toProgram(input, LABIRINT_DIALECT);
  const runs = Array.from({ length: LABIRINT_CONSTANTS.simulationRuns }, (_, index) => simulateLabirint(config, program, deriveSeed(seed, index)));
  const simulations = runs.map(({ seed: runSeed, success, failureMessage }) => ({ seed: runSeed, success, ...(failureMessage ? { failureMessage } : {}) }));
  const failed = runs.filter((run) => !run.success);
  const preview = simulateLabirint(config, program, previewSeed(seed));
  const shown = preview.success ? (failed[0] ?? preview) : preview;
  const failureMessage =
    failed.length > 0 && failed.length < runs.length
      ? `${LABIRINT_TEXTS.notAllVariants(failed.length, runs.length)} ${shown.failureMessage}`
      : shown.failureMessage;
  return {
    ...shown,
    ...(failureMessage ? { failureMessage } : {}),
    warnings: [...warnings, ...shown.warnings],
    simulations,
  };
}

/** Plays the program (see `play`); each skipped piece goes to `warn` once (spec 8: console warnings only). */
export function runProgram(config: LabirintConfig, input: ProgramInput, seed: number = DEFAULT_SEED, warn?: WarningSink): LabirintRunResult {
  return reportWarnings(play(config, input, seed), warn);
}
