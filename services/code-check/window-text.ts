import type { VerifierInput } from '../learning/checks/verifiers';

/** The text of one window of a task (empty when the task has none). */
export function windowText(taskText: VerifierInput['taskText'], windowId: number): string {
  return taskText.find((w) => w.windowId === windowId)?.text ?? '';
}
