import { useCallback, useEffect, useRef, useState } from 'react';
import { TWeb } from '@school/contracts';
import { errorLine } from '@school/web-checks';
import { sandboxPageUrl } from '../../lib/sandbox-page';
import { JS_WORKER_SOURCE } from './js-worker-source';

export interface ConsoleLine {
  id: number;
  level: 'log' | 'info' | 'warn' | 'error' | 'system';
  text: string;
}

export type RunState = 'idle' | 'running';

/** A run longer than this is stopped with a message (Stop ends it at once). */
export const JS_TIME_LIMIT_S = 10;

type WorkerMessage = { type: string; level?: ConsoleLine['level']; text?: string; error?: { message: string; stack: string } };
/** What the host page relays (js-run.sandbox.html): a worker's message, an error event, or no worker at all. */
type HostMessage = { runId: number; message?: WorkerMessage; error?: string; noWorker?: boolean };

/**
 * Runs student JavaScript in a disposable worker. The worker lives in a hidden frame of the remote's
 * sandbox page (js-run.sandbox.html: an opaque origin with a policy of its own that allows eval),
 * so the school's pages need no 'unsafe-eval'. A warm spare is always ready there, so Run starts at
 * once, and Stop (or the time limit) is a terminate() — it ends even `while (true) {}` immediately.
 */
export function useJsRunner() {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [state, setState] = useState<RunState>('idle');
  const host = useRef<{ frame: HTMLIFrameElement; ready: boolean; queue: object[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const runId = useRef(0);
  const seq = useRef(0);

  const push = useCallback((level: ConsoleLine['level'], text: string) => {
    setLines((old) => (old.length > 2000 ? old.slice(-1500) : old).concat({ id: ++seq.current, level, text }));
  }, []);

  /** Messages sent before the host page has loaded wait for it. */
  const post = useCallback((message: object) => {
    const h = host.current;
    if (!h) return;
    if (h.ready) h.frame.contentWindow?.postMessage(message, '*');
    else h.queue.push(message);
  }, []);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const finish = useCallback(
    (message: string | null) => {
      clearTimer();
      runId.current++; // a stopped run's last messages are dropped
      post({ type: 'stop' });
      if (message) push('system', message);
      setState('idle');
    },
    [clearTimer, post, push],
  );

  useEffect(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.display = 'none';
    frame.src = sandboxPageUrl('js-run.html');
    const h = { frame, ready: false, queue: [] as object[] };
    frame.addEventListener('load', () => {
      if (h.ready) return;
      h.ready = true;
      frame.contentWindow?.postMessage({ type: 'init', source: JS_WORKER_SOURCE }, '*');
      for (const message of h.queue.splice(0)) frame.contentWindow?.postMessage(message, '*');
    });
    const onMessage = (event: MessageEvent<HostMessage>) => {
      // Only our host frame (its origin is opaque, so the window identifies it), and only the current run.
      if (event.source !== frame.contentWindow || !event.data || event.data.runId !== runId.current) return;
      const { message, error, noWorker } = event.data;
      if (noWorker) {
        clearTimer();
        push('error', TWeb.js.noWorker);
        setState('idle');
      }
      if (error !== undefined) push('error', error);
      if (message?.type === 'log') push(message.level ?? 'log', message.text ?? '');
      if (message?.type === 'done') {
        if (message.error) push('error', TWeb.jsCheck.programError(message.error.message, errorLine(message.error.stack, 'program.js')));
        // The synchronous part is over; timers it started may still print until the next run or Stop.
        clearTimer();
        setState('idle');
      }
    };
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
    host.current = h;
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimer();
      frame.remove();
      host.current = null;
    };
  }, [clearTimer, push]);

  const run = useCallback(
    (program: string) => {
      clearTimer();
      const id = ++runId.current;
      setLines([]);
      setState('running');
      timer.current = setTimeout(() => finish(TWeb.js.timeLimit(JS_TIME_LIMIT_S)), JS_TIME_LIMIT_S * 1000);
      post({ type: 'run', runId: id, program });
    },
    [clearTimer, finish, post],
  );

  const stop = useCallback(() => finish(TWeb.js.stopped), [finish]);

  return { lines, state, run, stop };
}
