import type { TaskTypeModule } from '@school/contracts';

/**
 * The shell's way of loading exposed modules, handed to every remote through this shared
 * singleton: a remote's own federation runtime knows only itself, so a task screen that needs
 * another remote's workspace asks the shell, which holds the manifest and the registered remotes.
 */
export interface RemoteLoader {
  taskTypeModule(taskType: string): TaskTypeModule | null;
  load<T>(ref: TaskTypeModule): Promise<T>;
}

let current: RemoteLoader | null = null;

export function provideRemoteLoader(loader: RemoteLoader): void {
  current = loader;
}

/** The module serving a task type, or null when no remote serves it (or no shell is present). */
export async function loadTaskTypeModule<T>(taskType: string): Promise<T | null> {
  const ref = current?.taskTypeModule(taskType);
  if (!current || !ref) return null;
  return current.load<T>(ref);
}

/** Any exposed module through the shell's loader, or null when no shell is present. */
export async function loadRemoteModule<T>(ref: TaskTypeModule): Promise<T | null> {
  return current ? current.load<T>(ref) : null;
}

/** The manifest's module for a task type: null when the manifest has none, undefined without a shell. */
export function taskTypeModuleOf(taskType: string): TaskTypeModule | null | undefined {
  return current ? current.taskTypeModule(taskType) : undefined;
}
