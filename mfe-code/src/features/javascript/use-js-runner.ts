import { useCallback, useEffect, useRef, useState } from 'react';
import { TWeb } from '@school/contracts';
import { errorLine } from '@school/web-checks';
import { JS_WORKER_SOURCE } from './js-worker-source';

export interface ConsoleLine {
  id: number;
  level: 'log' | 'info' | 'warn' | 'error' | 'system';
  text: string;
}

export type RunState = 'idle' | 'running';

/** A run longer than this is stopped with a message (Stop ends it at once). */
export const JS_TIME_LIMIT_S = 10;

function spawn(url: string): Worker {
  return new Worker(url, { name: 'js-run' });
}

/**
 * Runs student JavaScript in a disposable worker. A warm spare is always ready, so Run starts at once
 * and Stop (or the time limit) is a terminate() — it ends even `while (true) {}` immediately.
 */
export function useJsRunner() {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [state, setState] = useState<RunState>('idle');
  const url = useRef<string | null>(null);
  const spare = useRef<Worker | null>(null);
  const current = useRef<Worker | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);

  const push = useCallback((level: ConsoleLine['level'], text: string) => {
    setLines((old) => (old.length > 2000 ? old.slice(-1500) : old).concat({ id: ++seq.current, level, text }));
  }, []);

  const warm = useCallback(() => {
    if (typeof Worker === 'undefined') return;
    if (!url.current) url.current = URL.createObjectURL(new Blob([JS_WORKER_SOURCE], { type: 'text/javascript' }));
    if (!spare.current) spare.current = spawn(url.current);
  }, []);

  const finish = useCallback(
    (message: string | null) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      current.current?.terminate();
      current.current = null;
      if (message) push('system', message);
      setState('idle');
      warm();
    },
    [push, warm],
  );

  useEffect(() => {
    warm();
    return () => {
      spare.current?.terminate();
      current.current?.terminate();
      if (timer.current) clearTimeout(timer.current);
      if (url.current) URL.revokeObjectURL(url.current);
      spare.current = null;
      current.current = null;
      url.current = null;
    };
  }, [warm]);

  const run = useCallback(
    (program: string) => {
      current.current?.terminate();
      if (timer.current) clearTimeout(timer.current);
      warm();
      const worker = spare.current;
      if (!worker) {
        push('error', TWeb.js.noWorker);
        return;
      }
      spare.current = null;
      current.current = worker;
      setLines([]);
      setState('running');
      worker.onmessage = (event: MessageEvent<{ type: string; level?: ConsoleLine['level']; text?: string; error?: { message: string; stack: string } }>) => {
        const data = event.data;
        if (data.type === 'log') push(data.level ?? 'log', data.text ?? '');
        if (data.type === 'done') {
          if (data.error) push('error', TWeb.jsCheck.programError(data.error.message, errorLine(data.error.stack, 'program.js')));
          // The synchronous part is over; timers it started may still print until the next run or Stop.
          if (timer.current) clearTimeout(timer.current);
          timer.current = null;
          setState('idle');
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        push('error', event.message);
      };
      timer.current = setTimeout(() => finish(TWeb.js.timeLimit(JS_TIME_LIMIT_S)), JS_TIME_LIMIT_S * 1000);
      warm();
      worker.postMessage({ program });
    },
    [finish, push, warm],
  );

  const stop = useCallback(() => finish(TWeb.js.stopped), [finish]);

  return { lines, state, run, stop };
}
