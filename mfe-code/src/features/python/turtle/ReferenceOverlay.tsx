import { useCallback, useEffect, useRef } from 'react';
import { TPython } from '@school/contracts';
import type { TurtleOp } from '@school/python-runtime';
import { TurtlePlayer } from './turtle-player';

const NO_CONSOLE = { onConsole: () => undefined, onInput: () => undefined };

/**
 * The task's target picture drawn faintly over the turtle's canvas (multiplied, so the student's
 * own drawing shows through and white stays clear); it never takes a click.
 */
export function ReferenceOverlay({ ops }: { ops: readonly TurtleOp[] }) {
  const player = useRef<TurtlePlayer | null>(null);
  const setCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    player.current?.dispose();
    player.current = canvas ? new TurtlePlayer(canvas, NO_CONSOLE) : null;
  }, []);
  useEffect(() => {
    player.current?.reset();
    player.current?.push([...ops]);
  }, [ops]);
  return <canvas ref={setCanvas} width={600} height={600} className="py-workbench__reference" role="img" aria-label={TPython.reference} data-testid="turtle-reference" />;
}
