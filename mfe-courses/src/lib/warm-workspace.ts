import { useEffect } from 'react';
import { loadTaskTypeModule } from '@school/api-client';
import { taskKind } from '@school/task-kinds';

/**
 * The task types among `taskTypes` worth warming (each once): their declaration says the workspace
 * is slow to start cold and its module exports `prefetch()` (Python fetches Pyodide's files, the
 * Scratch editor its bundle, into the HTTP cache; the remote alone knows which files those are).
 */
export function typesToWarm(taskTypes: readonly (string | undefined)[]): string[] {
  return [...new Set(taskTypes.filter((t): t is string => !!t && taskKind(t)?.warmAhead === true))];
}

const warmed = new Set<string>();

/** Loads the workspace module through the shell's loader and lets it prefetch its files (once per page). */
async function warm(taskType: string): Promise<void> {
  if (warmed.has(taskType)) return;
  warmed.add(taskType);
  try {
    const mod = await loadTaskTypeModule<{ prefetch?: () => void }>(taskType);
    mod?.prefetch?.();
  } catch {
    // Warming is a bonus: the task still opens (cold) when it fails.
    warmed.delete(taskType);
  }
}

type IdleWindow = Window & { requestIdleCallback?(cb: () => void, o?: { timeout: number }): number; cancelIdleCallback?(id: number): void };

/**
 * When the page is idle, warms the workspaces of `taskTypes` that are worth it: the task screen
 * passes the next task's type, the lesson list the types of its open tasks.
 */
export function useWarmWorkspaces(taskTypes: readonly (string | undefined)[]): void {
  const key = typesToWarm(taskTypes).join(',');
  useEffect(() => {
    if (!key) return;
    const w = window as IdleWindow;
    const run = () => key.split(',').forEach((t) => void warm(t));
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: 5000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(run, 1500);
    return () => window.clearTimeout(id);
  }, [key]);
}
