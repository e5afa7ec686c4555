import { exposedName, type TaskType, type TaskTypeModule } from '@school/contracts';
import remote from '../../remote.config';

/** This remote's name in the remote manifest. */
export const COURSES_REMOTE = remote.name;

/**
 * The task types this remote serves and the exposed module of each: the remote's declaration,
 * from which the manifest's entries are generated too.
 */
export const LOCAL_TASK_TYPE_MODULES: Partial<Record<TaskType, string>> = Object.fromEntries(
  Object.entries(remote.workspaces ?? {}).map(([type, file]) => [type, exposedName(file)]),
);

/**
 * Which of this remote's modules renders a task type. The manifest's entry decides: another
 * remote's entry (or none, null) leaves it to the shell's loader; standalone (undefined, no
 * shell) this remote's own declaration stands in for the manifest.
 */
export function localModuleFor(taskType: string, entry: TaskTypeModule | null | undefined): string | undefined {
  if (entry === undefined) return LOCAL_TASK_TYPE_MODULES[taskType as TaskType];
  return entry?.remote === COURSES_REMOTE ? entry.module : undefined;
}
