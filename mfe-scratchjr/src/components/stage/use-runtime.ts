import { useCallback, useEffect, useRef, useState } from 'react';
import { ScratchJrRuntime, TICKS_PER_SECOND, type Project, type StageView } from '@school/scratchjr-engine';
import { playSound } from './sounds';

const TICK_MS = 1000 / TICKS_PER_SECOND;
/** After a hidden tab returns, catch up at most this many ticks instead of a burst. */
const MAX_CATCH_UP = 5;

/**
 * Drives the interpreter from animation frames at a fixed 30 ticks per second. A new project
 * (an edit) replaces the runtime and shows the characters at home on the page being edited.
 */
export function useRuntime(project: Project, pageIndex: number) {
  const runtime = useRef<ScratchJrRuntime | null>(null);
  const [view, setView] = useState<StageView>(() => new ScratchJrRuntime(project, pageIndex).view());
  const [running, setRunning] = useState(false);
  const frame = useRef(0);

  const halt = useCallback(() => {
    cancelAnimationFrame(frame.current);
    runtime.current?.stop();
    setRunning(false);
  }, []);

  useEffect(() => {
    halt();
    runtime.current = new ScratchJrRuntime(project, pageIndex);
    setView(runtime.current.view());
    return () => cancelAnimationFrame(frame.current);
  }, [project, pageIndex, halt]);

  const loop = useCallback(() => {
    let last = performance.now();
    let owed = 0;
    const step = (now: number) => {
      const rt = runtime.current;
      if (!rt) return;
      owed = Math.min(owed + (now - last) / TICK_MS, MAX_CATCH_UP);
      last = now;
      while (owed >= 1) {
        rt.tick();
        owed -= 1;
      }
      for (const event of rt.drainEvents()) if (event.type === 'sound') playSound(event.sound);
      setView(rt.view());
      if (rt.running) frame.current = requestAnimationFrame(step);
      else setRunning(false);
    };
    cancelAnimationFrame(frame.current);
    setRunning(true);
    frame.current = requestAnimationFrame(step);
  }, []);

  const greenFlag = useCallback(() => {
    runtime.current?.greenFlag();
    loop();
  }, [loop]);

  const tap = useCallback(
    (characterId: string) => {
      runtime.current?.tap(characterId);
      loop();
    },
    [loop],
  );

  return { view, running, greenFlag, stop: halt, tap };
}
