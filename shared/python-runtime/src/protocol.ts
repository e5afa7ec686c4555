/** What flows between a page and its Python worker, and what a run and a check produce. */

export type Rgb = [number, number, number];

/** A coloured polygon of a turtle's shape, in the turtle's own frame (x forward, y left, pixels). */
export interface ShapePart {
  pts: [number, number][];
  fill: Rgb;
  line: Rgb;
  w: number;
}

/**
 * One turtle op of the drawing log (shared/python-runtime/src/py/turtle.py writes them), in screen
 * coordinates (origin in the centre of the 600x600 canvas, y up, angles counter-clockwise from
 * east) whatever mode the program uses. Drawn items carry a key k that erase takes back (undo,
 * clearstamp); a fill goes under the first item drawn since its begin_fill.
 */
export type TurtleOp =
  | { t: 'turtle'; id: number; x: number; y: number; h: number; pen: boolean; w: number; c: Rgb; fc: Rgb; v: boolean; shape: string; ms: number }
  | { t: 'look'; id: number; polys: ShapePart[] }
  | { t: 'remove'; id: number }
  | { t: 'line'; id: number; k?: number; x1: number; y1: number; x2: number; y2: number; w: number; c: Rgb; ms: number }
  | { t: 'dot'; id: number; k?: number; x: number; y: number; size: number; c: Rgb }
  | { t: 'stamp'; id: number; k?: number; x: number; y: number; h: number; shape: string; c: Rgb; fc: Rgb; polys?: ShapePart[] }
  | { t: 'write'; id: number; k?: number; x: number; y: number; text: string; align: string; font: [string, number, string]; c: Rgb }
  | { t: 'fill'; id: number; k?: number; pts: [number, number][]; c: Rgb; under?: number | null }
  | { t: 'erase'; keys: number[] }
  | { t: 'bg'; c: Rgb }
  /** tracer(n): with 0 the canvas shows nothing new until the next update. */
  | { t: 'tracer'; n: number }
  | { t: 'update' }
  | { t: 'clear'; id: number | null };

/** The ops that leave ink on the canvas (what a picture is made of). */
export const INK_OPS: ReadonlySet<string> = new Set<TurtleOp['t']>(['line', 'dot', 'stamp', 'write', 'fill']);

/** Console text: program output, errors, the echo of an input, and a check's own prints. */
export interface ConsoleEvent {
  t: 'out' | 'err' | 'echo' | 'check';
  text: string;
}

/** Everything a running program emits, in the order it happened. */
export type RunEvent = TurtleOp | ConsoleEvent;

export function isConsoleEvent(event: RunEvent): event is ConsoleEvent {
  return event.t === 'out' || event.t === 'err' || event.t === 'echo' || event.t === 'check';
}

export interface TraceFrame {
  line: number;
  name: string;
  text: string;
}

/** A Python exception raised by the student's program, located in the student's own lines. */
export interface ProgramError {
  type: string;
  message: string;
  line: number | null;
  trace: TraceFrame[];
}

export type RunOutcome = { ok: true } | { ok: false; stopped?: boolean; error?: ProgramError };

export type CheckStatus = 'pass' | 'fail' | 'broken';

export interface CheckVerdict {
  status: CheckStatus;
  message?: string;
}

/** A check request: the check (window 3), optional inputs it supplies, and the reference solution. */
export interface CheckSpec {
  check: string;
  solution?: string;
  inputs?: string[];
}

export type ToWorker =
  /**
   * files: Pyodide's files by name, for a worker that may fetch nothing (in a sandbox frame): it
   * answers its own requests under indexURL from them.
   */
  | { type: 'init'; indexURL: string; inputBuffer?: SharedArrayBuffer; files?: Record<string, Blob> }
  | { type: 'run'; id: number; code: string; inputs: string[]; check?: CheckSpec }
  | { type: 'input'; id: number; value: string }
  | { type: 'key'; key: string; released?: boolean }
  /** The mouse on the canvas, in screen coordinates (origin in the centre, y up): press, drag or release. */
  | { type: 'click'; x: number; y: number; phase?: 'press' | 'drag' | 'release'; btn?: number };

export type FromWorker =
  | { type: 'ready'; loadMs: number }
  | { type: 'loadError'; message: string }
  | { type: 'events'; id: number; events: RunEvent[] }
  | { type: 'inputRequest'; id: number; prompt: string }
  | { type: 'done'; id: number; outcome: RunOutcome; verdict?: CheckVerdict; ms: number; listening: boolean };

/** The Python sources the runtime installs into an interpreter. */
export interface PythonSources {
  turtle: string;
  /** Tk's colour names (py/_turtle_colors.py), imported by turtle. */
  turtleColors: string;
  harness: string;
}
