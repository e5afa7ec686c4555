import { TKinds } from '@school/contracts';
import { isKnownWindow, taskKind, type TaskKind } from '@school/task-kinds';
import { badRequest } from '../../core/http-error';

/**
 * The boundary where task types and window ids meet the registered kinds: the API schemas only
 * bound them (a short name, an integer 1-99), and a handler takes them through these, so a type or
 * window no installed kind declares is a clear 400 and never reaches the database.
 */
export function knownKindOr400(type: string): TaskKind {
  const kind = taskKind(type);
  if (!kind) throw badRequest(TKinds.server.unknownTaskType(type), 'UNKNOWN_TASK_TYPE');
  return kind;
}

/** Refuses the first window id no registered kind reads. */
export function assertKnownWindows(windows: readonly { windowId: number }[]): void {
  const unknown = windows.find((w) => !isKnownWindow(w.windowId));
  if (unknown) throw badRequest(TKinds.server.unknownWindow(unknown.windowId), 'UNKNOWN_WINDOW');
}
