import { T, type TaskListItemDto } from '@school/contracts';
import { readActiveCourseId } from '@school/api-client';
import { backTarget } from '../../lib/back-target';
import { nextTask } from './task-nav';
import type { LoadedTaskData } from './use-task-data';

/** Moving between tasks: the next task, opening another one (asking first when unsaved), and back to the list. */
export function useTaskNav({ list, task, params, pathname, navigate }: LoadedTaskData, dirty: boolean) {
  const go = (item: TaskListItemDto) => {
    if (dirty && !window.confirm(T.leavePageConfirm)) return;
    const next = new URLSearchParams(params);
    next.set('taskId', String(item.id));
    next.set('lessonId', String(item.lessonId));
    navigate(`${pathname}?${next.toString()}`);
  };
  return {
    next: nextTask(list, task.id),
    go,
    goHome: () => navigate(backTarget(pathname, params, readActiveCourseId())),
  };
}
