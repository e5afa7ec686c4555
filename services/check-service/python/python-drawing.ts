import type { ProgramReport } from '../protocol';
import type { WarmPool } from './warm-pool';
import type { PythonLimits } from './python-checks';

/** More ops than a picture a student compares by eye needs; such a drawing is not shown. */
export const MAX_DRAWING_OPS = 20_000;

export type PythonDrawingOutcome = { drawing: unknown[] } | { failed: true } | { tooLarge: true } | { timedOut: true } | { crashed: true };

/**
 * Runs a program (the author's solution) alone in a fresh sandboxed interpreter and returns its
 * turtle drawing log: what students are shown as the task's target picture. Only the drawing
 * leaves the sandbox, never the program's output or names.
 */
export async function runPythonDrawing(program: WarmPool, job: { code: string; inputs: string[] }, limits: PythonLimits): Promise<PythonDrawingOutcome> {
  const interpreter = await program.take();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    interpreter.kill();
  }, limits.timeMs);
  try {
    interpreter.send({ type: 'job', code: job.code, inputs: job.inputs });
    const { report } = await interpreter.next<{ type: 'ran'; report: ProgramReport }>();
    if (!report.outcome.ok) return { failed: true };
    if (report.drawing.length > MAX_DRAWING_OPS) return { tooLarge: true };
    return { drawing: report.drawing };
  } catch {
    return timedOut ? { timedOut: true } : { crashed: true };
  } finally {
    clearTimeout(timer);
    interpreter.kill();
  }
}
