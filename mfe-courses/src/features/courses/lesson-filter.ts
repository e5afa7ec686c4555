import type { LessonWithTasksDto } from '@school/contracts';

/**
 * True when a filter ('Нерешенные задания', 'Задания на проверке') leaves no task to show: the
 * server drops the lessons it empties, so the page would otherwise be blank.
 */
export function filterShowsNothing(lessons: readonly Pick<LessonWithTasksDto, 'tasks'>[] | undefined, filtered: boolean): boolean {
  return filtered && !!lessons && lessons.every((l) => l.tasks.length === 0);
}
