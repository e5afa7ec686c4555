import { compareDrawings, rasterise, TURTLE_CONSTANTS, type DrawingComparison, type StrokeSegment } from '@school/game-engines/src/turtle';
import type { Rgb, TurtleOp } from './protocol';

const SIZE = TURTLE_CONSTANTS.canvasSize;
const CENTRE = SIZE / 2;

/** Turtle coordinates (origin in the centre, y up) -> canvas pixels (origin top-left, y down). */
export function toCanvas(x: number, y: number): { x: number; y: number } {
  return { x: CENTRE + x, y: CENTRE - y };
}

export function rgbCss([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

const colour = ([r, g, b]: Rgb) => ({ r, g, b, a: 1 });

/**
 * The strokes of a finished drawing (lines and dots; clear wipes what came before, erase takes
 * back what undo or clearstamp removed), in the block Turtle game's terms so both drawings are
 * rasterised and compared by the same code. Fills, stamps and text do not count.
 */
export function strokesOf(ops: readonly TurtleOp[]): StrokeSegment[] {
  let strokes: (StrokeSegment & { owner: number; key?: number })[] = [];
  for (const op of ops) {
    if (op.t === 'line') {
      strokes.push({ from: toCanvas(op.x1, op.y1), to: toCanvas(op.x2, op.y2), width: Math.max(1, op.w), colour: colour(op.c), owner: op.id, key: op.k });
    } else if (op.t === 'dot') {
      const at = toCanvas(op.x, op.y);
      strokes.push({ from: at, to: at, width: Math.max(1, op.size), colour: colour(op.c), owner: op.id, key: op.k });
    } else if (op.t === 'clear') {
      strokes = op.id === null ? [] : strokes.filter((s) => s.owner !== op.id);
    } else if (op.t === 'erase') {
      const gone = new Set(op.keys);
      strokes = strokes.filter((s) => s.key === undefined || !gone.has(s.key));
    }
  }
  return strokes.map(({ from, to, width, colour: c }) => ({ from, to, width, colour: c }));
}

/**
 * The block Turtle game's comparison (its tolerance rules) on two Python drawings. Lines are
 * drawn at least 3 px wide for the comparison so a thin pen's 1-px anti-aliasing differences
 * do not decide the verdict; the order of drawing never matters.
 */
export function sameDrawing(actual: readonly TurtleOp[], reference: readonly TurtleOp[]): DrawingComparison {
  const thick = (strokes: StrokeSegment[]) => strokes.map((s) => ({ ...s, width: Math.max(3, s.width) }));
  return compareDrawings(rasterise(thick(strokesOf(actual))), rasterise(thick(strokesOf(reference))));
}
