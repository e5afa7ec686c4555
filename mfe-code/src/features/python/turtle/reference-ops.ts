import { INK_OPS, type TurtleOp } from '@school/python-runtime';

/** Ink and what takes it back; the turtles themselves, the background and tracer frames are left out of a target picture. */
const KEPT = new Set([...INK_OPS, 'erase', 'clear']);

/**
 * The ops of a target picture as the server sent them (the solution's drawing log), ready to be
 * shown at once: only what draws or erases ink, every duration zero.
 */
export function referenceOps(drawing: readonly { t: string }[] | undefined): TurtleOp[] {
  if (!drawing) return [];
  return drawing
    .filter((op) => KEPT.has(op.t))
    .map((op) => ('ms' in op ? { ...op, ms: 0 } : op) as TurtleOp);
}
