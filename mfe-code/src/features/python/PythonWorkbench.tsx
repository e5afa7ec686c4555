import { useMemo, useState, type PointerEvent, type ReactNode } from 'react';
import { TPython } from '@school/contracts';
import { Button } from '@school/ui';
import { CodeEditor } from './editor/CodeEditor';
import { PythonConsole } from './console/PythonConsole';
import type { usePythonRun } from './runtime/use-python-run';
import { ReferenceOverlay } from './turtle/ReferenceOverlay';
import { referenceOps } from './turtle/reference-ops';
import './python-workbench.css';

export interface PythonWorkbenchProps {
  code: string;
  onCodeChange?(code: string): void;
  readOnly?: boolean;
  runner: ReturnType<typeof usePythonRun>;
  onRun(): void;
  /** Extra actions next to Run/Stop (Check, the author's solution run). */
  actions?: ReactNode;
  /** A verdict line under the actions. */
  status?: ReactNode;
  /** The editor's accessible name (the author's /edit names it 'Решение'). */
  editorLabel?: string;
  /** The task's target picture (the server's drawing of the solution), shown faintly over the canvas. */
  reference?: readonly { t: string }[];
}

/** A mouse event on the canvas in screen coordinates (origin in the centre, y up), whatever size it is shown at. */
function turtlePoint(event: PointerEvent<HTMLCanvasElement>): [number, number] {
  const canvas = event.currentTarget;
  // offsetX/Y count from the padding box, so the canvas's border does not shift the point.
  const x = (event.nativeEvent.offsetX / canvas.clientWidth) * 600 - 300;
  const y = 300 - (event.nativeEvent.offsetY / canvas.clientHeight) * 600;
  return [Math.round(x), Math.round(y)];
}

/** Tk numbers the mouse buttons 1 (left), 2 (middle), 3 (right); the browser 0, 1, 2. */
function tkButton(button: number): number {
  return button + 1;
}

/** The Python workspace: editor, Run/Stop, the console and, for turtle programs, the 600x600 canvas. */
export function PythonWorkbench({ code, onCodeChange, readOnly, runner, onRun, actions, status, editorLabel = 'Python', reference }: PythonWorkbenchProps) {
  const { load, running, lines, prompt, errorLine, drawn, stop, answer, setCanvas, sendKey, sendClick } = runner;
  const target = useMemo(() => referenceOps(reference), [reference]);
  const [showTarget, setShowTarget] = useState(true);
  // A program that prints gets the room of an empty canvas for its console; the canvas shows as
  // soon as the code names the turtle, it has drawn, or the task has a picture to match.
  const consoleOnly = !drawn && target.length === 0 && !/\bturtle\b/.test(code);
  return (
    <div className={`py-workbench${consoleOnly ? ' py-workbench--console-only' : ''}`} data-testid="python-workbench">
      <div className="py-workbench__toolbar">
        {running ? (
          <Button variant="secondary" onClick={stop} data-testid="python-stop">
            {TPython.stop}
          </Button>
        ) : (
          <Button onClick={onRun} disabled={load === 'failed'} data-testid="python-run" title={TPython.runHint}>
            {TPython.run}
          </Button>
        )}
        {actions}
        <span className="py-workbench__state" data-testid="python-state">
          {load === 'loading' ? (
            <>
              <span className="py-spinner" aria-hidden /> {TPython.loading}
            </>
          ) : load === 'failed' ? (
            TPython.loadFailed
          ) : running ? (
            TPython.running
          ) : null}
        </span>
      </div>
      {status ? <div className="py-workbench__status">{status}</div> : null}
      <div className="py-workbench__main">
        <div className="py-workbench__code">
          <CodeEditor value={code} onChange={onCodeChange} onRun={onRun} readOnly={readOnly} errorLine={errorLine} label={editorLabel} testId="python-editor" />
          <PythonConsole lines={lines} prompt={prompt} onAnswer={answer} />
        </div>
        <div className={`py-workbench__canvas${drawn ? ' py-workbench__canvas--drawn' : ''}`}>
          <canvas
            ref={setCanvas}
            width={600}
            height={600}
            tabIndex={0}
            aria-label={TPython.canvas}
            data-testid="turtle-canvas"
            onKeyDown={(event) => {
              if (running) {
                event.preventDefault();
                sendKey(event.key, false);
              }
            }}
            onKeyUp={(event) => {
              if (running) {
                event.preventDefault();
                sendKey(event.key, true);
              }
            }}
            onPointerDown={(event) => {
              if (!running) return;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              sendClick(...turtlePoint(event), 'press', tkButton(event.button));
            }}
            onPointerMove={(event) => {
              // Drags only: a turtle's ondrag follows the mouse while a button is held.
              if (running && event.buttons) sendClick(...turtlePoint(event), 'drag', tkButton(event.button === -1 ? 0 : event.button));
            }}
            onPointerUp={(event) => {
              if (running) sendClick(...turtlePoint(event), 'release', tkButton(event.button));
            }}
            onContextMenu={(event) => {
              if (running) event.preventDefault();
            }}
          />
          {target.length > 0 && showTarget ? <ReferenceOverlay ops={target} /> : null}
          {target.length > 0 ? (
            <div className="py-workbench__reference-bar">
              <label>
                <input type="checkbox" checked={showTarget} onChange={(event) => setShowTarget(event.target.checked)} data-testid="turtle-reference-toggle" /> {TPython.referenceShow}
              </label>
              {showTarget ? <span className="py-workbench__reference-hint">{TPython.referenceHint}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
