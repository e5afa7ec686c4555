import { LOCKING_STATUSES, Role, SolveStatus, TASK_NAV_WINDOW, TaskType, type TaskListItemDto, type WorkspaceMode } from '@school/contracts';
import { appOf, reloadsDocument } from '../../lib/task-links';

export { nextTask } from '@school/task-kinds';

/** The tasks around the current one: up to three before and three after. */
export function navWindow<T>(list: readonly T[], currentIndex: number, radius = TASK_NAV_WINDOW): T[] {
  if (currentIndex < 0) return list.slice(0, radius * 2 + 1);
  return list.slice(Math.max(0, currentIndex - radius), currentIndex + radius + 1);
}

/**
 * Solve-mode navigation as a person of this role sees it (spec 4): teachers and course authors
 * have every task treated as solved, shown from the list without any status written for them.
 */
export function navListForRole(list: TaskListItemDto[], role: string | null | undefined): TaskListItemDto[] {
  if (!isStaff(role)) return list;
  return list.map((t) => ({ ...t, solveStatus: SolveStatus.Solved, locked: false }));
}

/** The task group of /solve?taskGroupId= (spec 2): a positive id, else none (the whole lesson). */
export function taskGroupParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('taskGroupId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Teachers and course authors: every task counts as solved for them on /solve (spec 4 and 6). */
export function isStaff(role: string | null | undefined): boolean {
  return role === Role.Teacher || role === Role.CourseAuthor;
}

/** The status the solve screen works with: staff always see 'Решено', so badge, buttons and circles agree. */
export function solveStatusFor(staff: boolean, status: SolveStatus): SolveStatus {
  return staff ? SolveStatus.Solved : status;
}

/** Task types whose workspace has its own 'Сохранить' (the host's would save nothing for them). */
const SAVES_ITSELF: readonly TaskType[] = [TaskType.Scratch];

/** The header's 'Сохранить' is shown unless the workspace has its own. */
export function hostSaveButton(taskType: TaskType): boolean {
  return !SAVES_ITSELF.includes(taskType);
}

/**
 * The address of another task of the lesson from the current one, keeping the other parameters
 * (taskGroupId, funbox...). On /solve `app` is the target task's (spec: main | scratch |
 * scratchJr), and the page is loaded anew when the Scratch editor is entered or left.
 */
export function taskHref(pathname: string, params: URLSearchParams, item: Pick<TaskListItemDto, 'id' | 'lessonId' | 'taskType'>): { href: string; reload: boolean } {
  const next = new URLSearchParams(params);
  next.set('taskId', String(item.id));
  next.set('lessonId', String(item.lessonId));
  const solve = modeOfPath(pathname) === 'solve';
  if (solve) next.set('app', appOf(item.taskType));
  const reload = solve && (reloadsDocument(item.taskType) || params.get('app') === 'scratch');
  return { href: `${pathname}?${next.toString()}`, reload };
}

/** A circle may be opened unless the task is locked by progress in solve mode. */
export function canOpen(item: TaskListItemDto, mode: WorkspaceMode): boolean {
  return mode !== 'solve' || !item.locked;
}

/** The workspace is read-only outside solve mode and in the locking statuses. */
export function isWorkspaceLocked(mode: WorkspaceMode, status: SolveStatus): boolean {
  return mode !== 'solve' || LOCKING_STATUSES.includes(status);
}

/** Skip is possible in solve mode on an unfinished task that has a next task. */
export function canSkip(mode: WorkspaceMode, status: SolveStatus, hasNext: boolean): boolean {
  return mode === 'solve' && hasNext && status !== SolveStatus.Solved && status !== SolveStatus.ManualCheck;
}

export function modeOfPath(pathname: string): WorkspaceMode {
  if (pathname.startsWith('/edit')) return 'edit';
  if (pathname.startsWith('/demo')) return 'demo';
  if (pathname.startsWith('/check')) return 'check';
  return 'solve';
}

/**
 * The workspace starts afresh for another task or student, after a wrong quiz try (retry), and
 * when the author changes a kind's config in edit mode (the preview re-reads it).
 */
export function workspaceKey(task: { id: number }, status: SolveStatus, studentId?: number, config = ''): string {
  return `${task.id}-${studentId ?? 0}-${status === SolveStatus.QuizIncorrect}-${config}`;
}
