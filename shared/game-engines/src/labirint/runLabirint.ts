import { DEFAULT_SEED, deriveSeed } from '../common/random';
import type { GameRunResult } from '../common/types';
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
 * Spec 4.3: the program must win 20 simulated runs, each on a maze whose random cells come
 * from a different seed; only then is it played visibly (on one more variant). When a run
 * fails, that run is returned so the learner sees the variant where the program goes wrong.
 */
export function runProgram(config: LabirintConfig, input: ProgramInput, seed: number = DEFAULT_SEED): LabirintRunResult {
  const { program, warnings } = toProgram(input, LABIRINT_DIALECT);
  const runs = Array.from({ length: LABIRINT_CONSTANTS.simulationRuns }, (_, index) => simulateLabirint(config, program, deriveSeed(seed, index)));
  const simulations = runs.map(({ seed: runSeed, success, failureMessage }) => ({ seed: runSeed, success, ...(failureMessage ? { failureMessage } : {}) }));
  const failed = runs.filter((run) => !run.success);
  const shown = failed[0] ?? simulateLabirint(config, program, deriveSeed(seed, LABIRINT_CONSTANTS.simulationRuns));
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
