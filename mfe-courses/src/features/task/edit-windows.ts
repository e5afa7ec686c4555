import type { TaskTextWindowDto } from '@school/contracts';

/** The windows of `reported` whose text differs from `before` (a window `before` lacks counts when not empty). */
export function changedWindows(before: readonly TaskTextWindowDto[], reported: readonly TaskTextWindowDto[]): TaskTextWindowDto[] {
  const texts = new Map(before.map((w) => [w.windowId, w.text]));
  return reported.filter((w) => (texts.get(w.windowId) ?? '') !== w.text);
}
