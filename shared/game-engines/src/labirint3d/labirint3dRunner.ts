import { DEFAULT_SEED, mulberry32 } from '../common/random';
import type { GameRunResult } from '../common/types';
import { reportWarnings, type WarningSink } from '../common/warnings';
import { limitFailureMessage } from '../program/executionMessages';
import { executeProgram, type ExecutionEnd } from '../program/interpreter';
import { toProgram, type ProgramInput } from '../program/programInput';
import { COMMON_TEXTS, LABIRINT3D_TEXTS } from '../texts';
import { LABIRINT3D_DIALECT } from './blocks';
import type { Labirint3dStep } from './botStep';
import { LABIRINT3D_CONSTANTS } from './constants';
import { Labirint3dHost } from './labirint3dHost';
import { cellAt, cloneLabirint3dState, createLabirint3dState, type Labirint3dConfig, type Labirint3dState } from './labirint3dState';

export interface Labirint3dRunResult extends GameRunResult<Labirint3dStep> {
  /** The map the run started from (a restart shows it again). */
  initialState: Labirint3dState | null;
  finalState: Labirint3dState | null;
}

export interface Labirint3dRunner {
  readonly initialState: Labirint3dState | null;
  /** The next executed block, or null when the program has ended. */
  next(): Labirint3dStep | null;
  /** Runs whatever is left and returns the outcome. */
  finish(): Labirint3dRunResult;
}

/**
 * Executes the program one block at a time (spec 4.4: commands run one at a time and each is
 * highlighted). The UI calls next() after each animation; runProgram drains it at once.
 */
/** `warn` gets each skipped piece once, when the run finishes (spec 8: console warnings only). */
export function createLabirint3dRunner(config: Labirint3dConfig, input: ProgramInput, seed: number = DEFAULT_SEED, warn?: WarningSink): Labirint3dRunner {
  const { program, warnings: conversionWarnings } = toProgram(input, LABIRINT3D_DIALECT);
  const created = createLabirint3dState(config);
  const initialState = created.state && cloneLabirint3dState(created.state);
  const host = created.state && new Labirint3dHost(created.state, mulberry32(seed));
  const execution = host && program.hasStartBlock ? executeProgram(program, host, { repeatRange: LABIRINT3D_CONSTANTS.repeatRange }) : null;
  let end: ExecutionEnd | null = null;
  let delivered = 0;

  const next = (): Labirint3dStep | null => {
    while (host && delivered >= host.steps.length && execution && end === null) {
      const advanced = execution.next();
      if (advanced.done) end = advanced.value;
    }
    return host && delivered < host.steps.length ? host.steps[delivered++] : null;
  };

  /** Why the run failed, in order of precedence; undefined on success. */
  const outcomeMessage = (): string | undefined => {
    if (!host) return LABIRINT3D_TEXTS.noBotStart;
    if (!program.hasStartBlock) return COMMON_TEXTS.addStartBlock;
    const stopped = host.failure ?? limitFailureMessage(end ?? 'completed');
    if (stopped) return stopped;
    return cellAt(host.state, host.state.bot)?.object?.kind === 'flag' ? undefined : LABIRINT3D_TEXTS.notOnTarget;
  };

  const finish = (): Labirint3dRunResult => {
    while (next());
    const warnings = [...conversionWarnings, ...created.warnings, ...(host?.warnings ?? [])];
    const failureMessage = outcomeMessage();
    return reportWarnings({
      success: failureMessage === undefined,
      steps: host?.steps ?? [],
      ...(failureMessage ? { failureMessage } : {}),
      warnings,
      initialState,
      finalState: host && cloneLabirint3dState(host.state),
    }, warn);
  };

  return { initialState, next, finish };
}

/** Spec 4.4: success only when the commands end with the bot on the target flag. */
export function runProgram(config: Labirint3dConfig, input: ProgramInput, seed: number = DEFAULT_SEED, warn?: WarningSink): Labirint3dRunResult {
  return createLabirint3dRunner(config, input, seed, warn).finish();
}
