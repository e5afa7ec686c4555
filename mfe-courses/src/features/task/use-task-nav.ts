import { T, type TaskListItemDto } from '@school/contracts';
import { readActiveCourseId } from '@school/api-client';
import { backTarget } from '../../lib/back-target';
import { nextTask, taskHref } from './task-nav';
import type { LoadedTaskData } from './use-task-data';

/** Set when the user agreed to leave unsaved changes: the navigation that follows is not asked again. */
let leaveApproved = false;

/** True once after the user agreed to leave (the leave guard lets that navigation through). */
export function consumeApprovedLeave(): boolean {
  const approved = leaveApproved;
  leaveApproved = false;
  return approved;
}

/** Leaving with unsaved changes asks first (spec 2, layout); true when the user may leave. */
export function mayLeave(dirty: boolean, confirm: (question: string) => boolean = (q) => window.confirm(q)): boolean {
  if (!dirty) return true;
  leaveApproved = confirm(T.leavePageConfirm);
  return leaveApproved;
}

/**
 * Moving between tasks: the next task, opening another one (with the target's `app`, see taskHref)
 * and back to the list (both asking first when unsaved).
 */
export function useTaskNav({ list, task, params, pathname, navigate }: LoadedTaskData, dirty: boolean) {
  const go = (item: TaskListItemDto) => {
    if (!mayLeave(dirty)) return;
    const { href, reload } = taskHref(pathname, params, item);
    if (reload) window.location.assign(href);
    else navigate(href);
  };
  return {
    next: nextTask(list, task.id),
    go,
    goHome: () => {
      if (!mayLeave(dirty)) return;
      navigate(backTarget(pathname, params, readActiveCourseId()));
    },
  };
}
