import type { ParseResult, TaskContent, TaskKind } from './types';

/** Declares a task type once; the identity function keeps each declaration's config type. */
export function defineTaskKind<C>(kind: TaskKind<C>): TaskKind<C> {
  return kind;
}

export const ok = <C>(config: C): ParseResult<C> => ({ ok: true, config });
export const fail = <C = never>(message: string): ParseResult<C> => ({ ok: false, message });

/** The text of a window, '' when the task does not have it. */
export function windowText(content: Pick<TaskContent, 'taskText'>, windowId: number): string {
  return content.taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

export const isBlank = (s: string) => s.trim() === '';

/** Parses a JSON object; null for anything else (arrays, scalars, broken JSON). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Kinds with nothing to configure beyond the description. */
export const noConfig = (): ParseResult<null> => ok(null);
