import { TaskType } from '@school/contracts';

/** Address of the solve screen of a task. */
export function solveLink(lessonId: number, taskId: number, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ taskId: String(taskId), lessonId: String(lessonId), app: 'main' });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) params.set(k, String(v));
  return `/solve?${params.toString()}`;
}

/** The solve screen's `app` value of a task type (spec: main | scratch | scratchJr). */
export function appOf(taskType: string): 'main' | 'scratch' | 'scratchJr' {
  return taskType === TaskType.Scratch ? 'scratch' : taskType === TaskType.ScratchJr ? 'scratchJr' : 'main';
}

/** app=scratch opens with a full page load (spec: the Scratch editor starts on a fresh page). */
export const reloadsDocument = (taskType: string) => appOf(taskType) === 'scratch';
