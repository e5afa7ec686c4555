import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WindowId } from '@school/contracts';
import { checkSpecOf, INK_OPS } from '@school/python-runtime';
import { windowText } from '@school/task-kinds';
import type { TaskPreview } from '../../learning/public';
import type { CheckClient } from '../check-client';

type Drawing = NonNullable<Awaited<ReturnType<TaskPreview>>>['referenceDrawing'];

/** How long a task's page waits for a picture made the first time; a slower one is shown on a later visit. */
const WAIT_MS = 3000;
/** Pictures kept per process (by solution and inputs); the oldest goes first. */
const KEPT = 300;

/**
 * The target picture of a Python turtle task: the solution (window 17) run alone in the check
 * service's sandbox with the check's inputs, its drawing log returned to the student. Pictures are
 * kept by the solution's hash, so a task costs one sandboxed run per process until its solution
 * changes; a busy or failing check service is tried again on the next visit.
 */
export function referenceDrawings(client: CheckClient, { waitMs = WAIT_MS } = {}): TaskPreview {
  const kept = new Map<string, Promise<Drawing | null>>();

  async function draw(code: string, inputs: string[], taskId: number): Promise<Drawing | null> {
    const answer = await client.pythonDrawing({ subject: `reference-${taskId}`, code, inputs });
    if (!answer.ok) throw new Error('check service busy');
    const outcome = answer.value;
    if ('drawing' in outcome) {
      const ops = outcome.drawing as NonNullable<Drawing>;
      // A solution that leaves no ink (turtle imported, nothing drawn) has no picture.
      return ops.some((op) => INK_OPS.has(op.t)) ? ops : null;
    }
    // A solution that fails or draws too much has no picture to show; a timeout or crash may pass.
    if ('failed' in outcome || 'tooLarge' in outcome) return null;
    throw new Error('reference run did not finish');
  }

  return async ({ taskId, taskText }) => {
    const solution = windowText({ taskText }, WindowId.solution);
    if (!/\bturtle\b/.test(solution)) return null;
    const { inputs = [] } = checkSpecOf(windowText({ taskText }, WindowId.pythonCheck));
    const key = createHash('sha256').update(solution).update('\0').update(JSON.stringify(inputs)).digest('hex');
    let picture = kept.get(key);
    if (!picture) {
      picture = draw(solution, inputs, taskId);
      kept.set(key, picture);
      picture.catch(() => kept.delete(key));
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    const drawing = await Promise.race([picture.catch(() => null), sleep(waitMs, null, { ref: false })]);
    return drawing ? { referenceDrawing: drawing } : null;
  };
}
