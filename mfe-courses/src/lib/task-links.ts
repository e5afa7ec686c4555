import { taskKind, type KindApp } from '@school/task-kinds';

/** Address of the solve screen of a task. */
export function solveLink(lessonId: number, taskId: number, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ taskId: String(taskId), lessonId: String(lessonId), app: 'main' });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) params.set(k, String(v));
  return `/solve?${params.toString()}`;
}

/** The solve screen's `app` value of a task type (spec: main | scratch | scratchJr), as its kind declares; main for a type the school does not know. */
export function appOf(taskType: string): KindApp {
  return taskKind(taskType)?.app ?? 'main';
}

/** app=scratch opens with a full page load (spec: the Scratch editor starts on a fresh page). */
export const reloadsDocument = (taskType: string) => appOf(taskType) === 'scratch';
