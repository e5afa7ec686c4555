import { useCallback, useEffect, useRef, useState } from 'react';
import { TPython } from '@school/contracts';
import { formatError, type CheckSpec, type CheckVerdict, type RunOutcome } from '@school/python-runtime';
import { TurtlePlayer } from '../turtle/turtle-player';
import { isolatedPythonSession, pythonSession, type RunResult } from './python-session';

export interface ConsoleLine {
  kind: 'out' | 'err' | 'echo' | 'info';
  text: string;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface RunEnd {
  outcome?: RunOutcome;
  verdict?: CheckVerdict;
  stopped?: boolean;
  timeLimit?: boolean;
}

/**
 * A run as the student sees it: the session's events played on the canvas and the console in
 * order, the input prompt, the error line for the editor, Stop. `isolated`: the program runs in
 * the remote's sandbox frame (Fun Space projects, often someone else's code), not in this origin.
 */
export function usePythonRun({ isolated = false }: { isolated?: boolean } = {}) {
  const [session] = useState(() => (isolated ? isolatedPythonSession : pythonSession));
  const [load, setLoad] = useState<LoadState>('idle');
  const [running, setRunning] = useState(false);
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [drawn, setDrawn] = useState(false);
  const player = useRef<TurtlePlayer | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);

  const append = useCallback((line: ConsoleLine) => {
    setLines((all) => {
      const last = all[all.length - 1];
      // Consecutive pieces of one stream join (print writes text and '\n' separately).
      if (last && last.kind === line.kind && !last.text.endsWith('\n')) return [...all.slice(0, -1), { ...last, text: last.text + line.text }];
      return [...all, line];
    });
  }, []);

  const setCanvas = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      canvasRef.current = canvas;
      player.current?.dispose();
      player.current = canvas
        ? new TurtlePlayer(canvas, {
            onConsole: (event) => {
              if (event.t !== 'check') append({ kind: event.t, text: event.text });
            },
            onInput: (text) => setPrompt(text),
          })
        : null;
    },
    [append],
  );

  useEffect(() => {
    let live = true;
    setLoad('loading');
    session()
      .load()
      .then(
        () => live && setLoad('ready'),
        () => live && setLoad('failed'),
      );
    return () => {
      live = false;
      if (session().running) session().stop();
      player.current?.dispose();
    };
  }, [session]);

  const run = useCallback(
    (code: string, options: { check?: CheckSpec; timeLimitS?: number } = {}): Promise<RunEnd> =>
      new Promise<RunEnd>((resolve) => {
        setLines([]);
        setPrompt(null);
        setErrorLine(null);
        setDrawn(false);
        setRunning(true);
        player.current?.reset();
        const finish = (end: RunEnd) => {
          setRunning(false);
          setPrompt(null);
          resolve(end);
        };
        void session()
          .run(
            code,
            {
              onEvents: (events) => {
                if (events.some((e) => e.t !== 'out' && e.t !== 'err' && e.t !== 'echo' && e.t !== 'check')) setDrawn(true);
                player.current?.push(events);
              },
              onInputRequest: (text) => player.current?.pushInput(text),
              onDone: (result: RunResult) => {
                const p = player.current;
                if (result.kind === 'stopped') {
                  p?.cut();
                  append({ kind: 'info', text: TPython.stopped });
                  return finish({ stopped: true });
                }
                if (result.kind === 'timeLimit') {
                  p?.cut();
                  append({ kind: 'info', text: TPython.timeLimit(result.seconds) });
                  return finish({ timeLimit: true });
                }
                const done = () => {
                  const { outcome } = result;
                  if (!outcome.ok && outcome.error) {
                    append({ kind: 'err', text: formatError(outcome.error) });
                    setErrorLine(outcome.error.line);
                  }
                  if (!result.listening) finish({ outcome, verdict: result.verdict });
                };
                if (p) p.pushEnd(done);
                else done();
              },
            },
            options,
          )
          .catch(() => {
            setLoad('failed');
            finish({});
          });
      }),
    [append, session],
  );

  const stop = useCallback(() => {
    if (session().running) session().stop();
  }, [session]);

  const answer = useCallback(
    (value: string) => {
      setPrompt(null);
      session().sendInput(value);
    },
    [session],
  );

  return { load, running, lines, prompt, errorLine, drawn, run, stop, answer, setCanvas,
    sendKey: (key: string, released: boolean) => session().sendKey(key, released),
    sendClick: (x: number, y: number, phase?: 'press' | 'drag' | 'release', btn?: number) => session().sendClick(x, y, phase, btn),
  };
}
