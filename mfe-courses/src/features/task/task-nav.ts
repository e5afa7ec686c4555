import { LOCKING_STATUSES, Role, SolveStatus, TASK_NAV_WINDOW, type TaskListItemDto, type WorkspaceMode } from '@school/contracts';

/** The tasks around the current one: up to three before and three after. */
export function navWindow<T>(list: readonly T[], currentIndex: number, radius = TASK_NAV_WINDOW): T[] {
  if (currentIndex < 0) return list.slice(0, radius * 2 + 1);
  return list.slice(Math.max(0, currentIndex - radius), currentIndex + radius + 1);
}

/** The task after the current one in lesson order, or null for the last task. */
export function nextTask(list: readonly TaskListItemDto[], currentId: number): TaskListItemDto | null {
  const i = list.findIndex((t) => t.id === currentId);
  return i >= 0 && i + 1 < list.length ? list[i + 1] : null;
}

/**
 * Solve-mode navigation as a person of this role sees it (spec 4): teachers and course authors
 * have every task treated as solved, shown from the list without any status written for them.
 */
export function navListForRole(list: TaskListItemDto[], role: string | null | undefined): TaskListItemDto[] {
  if (role !== Role.Teacher && role !== Role.CourseAuthor) return list;
  return list.map((t) => ({ ...t, solveStatus: SolveStatus.Solved, locked: false }));
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
