/** Messages between the check service and its sandboxed processes (newline-delimited JSON). */
import type { CheckVerdict, ProgramError, RunOutcome } from '@school/python-runtime/src/protocol';
import type { CheckRun } from '@school/python-runtime/src/runner';

export type { CheckRun, CheckVerdict, ProgramError, RunOutcome };

/** What the program's process reports after one run: only data. */
export interface ProgramReport {
  outcome: RunOutcome;
  output: string;
  given: string[];
  drawing: unknown[];
  names: Record<string, unknown>;
}

export interface ProgramJobMessage {
  type: 'job';
  code: string;
  inputs: string[];
}

export interface CheckJobMessage {
  type: 'job';
  check: string;
  solution?: string;
  inputs: string[];
  run: ProgramReport;
}
