import type { CheckRun, ProgramReport } from '../protocol';
import { needsReference } from '@school/python-runtime/src/runner';
import type { WarmPool } from './warm-pool';

export interface PythonJob {
  code: string;
  check: string;
  solution?: string;
  inputs: string[];
}

export interface PythonLimits {
  /** The program and the check together, from the moment the job gets its interpreters. */
  timeMs: number;
}

export type PythonOutcome = { run: CheckRun } | { timedOut: true } | { crashed: true };

interface Pools {
  program: WarmPool;
  check: WarmPool;
}

type CheckMessage =
  | { type: 'verdict'; verdict: { status: 'pass' | 'fail' | 'broken'; message?: string; program?: boolean }; referenceError?: CheckRun['referenceError'] | null }
  | { type: 'call' | 'rerun' };

/**
 * One Python check in two fresh interpreters, each in its own sandboxed process: the student's
 * program runs in one, and the author's check (with the reference solution) in the other, which
 * receives the program's results as data and asks it for function calls and reruns. The verdict
 * comes from the check's process, where no student code ever ran; both processes end with the job.
 */
async function runOnce(pools: Pools, job: PythonJob, limits: PythonLimits): Promise<PythonOutcome> {
  // Both interpreters are taken before the clock starts: waiting for a free one is not the program's time.
  const [program, checker] = await Promise.all([pools.program.take(), pools.check.take()]);
  let checkerUsed = false;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    program.kill();
    checker.kill();
  }, limits.timeMs);
  try {
    program.send({ type: 'job', code: job.code, inputs: job.inputs });
    const { report } = await program.next<{ type: 'ran'; report: ProgramReport }>();
    const outcome = report.outcome;
    // A check that runs the program itself with its own inputs (run(input=...)) does not need the
    // first run to have had input.
    const rerunsItself = /\brun\s*\(/.test(job.check) && !outcome.ok && outcome.error?.type === 'EOFError';
    if (!outcome.ok && !rerunsItself) return { run: { outcome, verdict: { status: 'fail' } } };
    checkerUsed = true;
    checker.send({ type: 'job', check: job.check, solution: needsReference(job.check) ? job.solution : undefined, inputs: job.inputs, run: report });
    for (;;) {
      const message = await checker.next<CheckMessage>();
      if (message.type === 'verdict') {
        const { status, message: text } = message.verdict;
        return {
          run: {
            outcome: rerunsItself ? { ok: true } : outcome,
            verdict: { status, message: text },
            ...(message.referenceError ? { referenceError: message.referenceError } : {}),
          },
        };
      }
      // Only the reply field reaches the check: whatever else the program's process says is dropped there.
      program.send(message);
      checker.send(await program.next());
    }
  } catch {
    return timedOut ? { timedOut: true } : { crashed: true };
  } finally {
    clearTimeout(timer);
    program.kill();
    // A check interpreter that was never given the job ran nothing: it serves the next one.
    if (checkerUsed || timedOut) checker.kill();
    else pools.check.giveBack(checker);
  }
}

/**
 * A check that breaks on a student's program is tried on the reference solution: if the solution
 * passes, the student's program caused it (a failed check, not a broken task).
 */
export async function runPythonCheck(pools: Pools, job: PythonJob, limits: PythonLimits): Promise<PythonOutcome> {
  const outcome = await runOnce(pools, job, limits);
  if (!('run' in outcome) || outcome.run.verdict.status !== 'broken' || outcome.run.referenceError || !job.solution) return outcome;
  const reference = await runOnce(pools, { ...job, code: job.solution }, limits);
  if ('run' in reference && reference.run.verdict.status === 'pass') return { run: { outcome: outcome.run.outcome, verdict: { status: 'fail' } } };
  return outcome;
}
