import { EMPTY_BLOCKS_CONFIG, ResourceType, WindowId, type AnswerItem, type LessonResourceDto, type TaskTextWindowDto } from '@school/contracts';

/** The text of one task window, or '' when the task has none. */
export function windowText(windows: readonly { windowId: number; text?: string; answerText?: string }[], windowId: number): string {
  const found = windows.find((window) => window.windowId === windowId);
  return found?.text ?? found?.answerText ?? '';
}

/** Spec 3.1: the blocksConfig text '1000' (and blank text) means an empty starting workspace. */
export function isEmptyBlocksConfig(text: string | undefined): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || trimmed === EMPTY_BLOCKS_CONFIG;
}

/** The task's windows with one window's text replaced or added. */
export function withWindow(windows: readonly TaskTextWindowDto[], windowId: WindowId, text: string): TaskTextWindowDto[] {
  const exists = windows.some((window) => window.windowId === windowId);
  return exists
    ? windows.map((window) => (window.windowId === windowId ? { ...window, text } : window))
    : [...windows, { windowId, text }];
}

/** The student's answer: the serialized workspace in window 13. */
export function workspaceAnswer(workspaceJson: string): AnswerItem[] {
  return [{ windowId: WindowId.blocksConfig, answerText: workspaceJson }];
}

/**
 * Theory tab (spec 2.5 "enabled only if a presentation resource exists", 3.1 "Lesson resources:
 * list with resourceType and url"): the url of the lesson's first resource of type Presentation.
 * A resource's name says nothing about its kind.
 */
export function presentationUrl(resources: readonly Pick<LessonResourceDto, 'resourceType' | 'url'>[] | undefined): string | null {
  const found = (resources ?? []).find(({ resourceType, url }) => resourceType === ResourceType.Presentation && url.trim() !== '');
  return found?.url ?? null;
}
