import type { Rgba } from './colour';
import type { CanvasPoint, TurtleState } from './turtleState';

/** One straight piece of turtle movement; `draws` when the pen was down. */
export interface TurtleMove {
  from: CanvasPoint;
  to: CanvasPoint;
  startMs: number;
  durationMs: number;
  draws: boolean;
  width: number;
  colour: Rgba;
  blockId?: string;
}

/** The turtle right after a command finished (for highlighting and the sprite). */
export interface TurtleStep {
  atMs: number;
  blockId?: string;
  command: string;
  state: TurtleState;
}

export interface TurtleTimeline {
  initialState: TurtleState;
  steps: TurtleStep[];
  moves: TurtleMove[];
  totalMs: number;
}

/** What a renderer needs for one line. */
export interface StrokeSegment {
  from: CanvasPoint;
  to: CanvasPoint;
  width: number;
  colour: Rgba;
}

/** The lines on the canvas at `timeMs`; the move in progress is cut where the turtle is. */
export function strokesAt(timeline: Pick<TurtleTimeline, 'moves'>, timeMs: number): StrokeSegment[] {
  const strokes: StrokeSegment[] = [];
  for (const move of timeline.moves) {
    if (move.startMs >= timeMs && move.durationMs > 0) break;
    if (!move.draws) continue;
    strokes.push({ from: move.from, to: positionDuring(move, timeMs), width: move.width, colour: move.colour });
  }
  return strokes;
}

/** Every line of the finished drawing. */
export function allStrokes(timeline: Pick<TurtleTimeline, 'moves'>): StrokeSegment[] {
  return timeline.moves.filter((move) => move.draws).map(({ from, to, width, colour }) => ({ from, to, width, colour }));
}

/** The sprite's state at `timeMs`: the last finished step, moved along the running move. */
export function turtleStateAt(timeline: TurtleTimeline, timeMs: number): TurtleState {
  let state = timeline.initialState;
  for (const step of timeline.steps) {
    if (step.atMs > timeMs) break;
    state = step.state;
  }
  const moving = timeline.moves.find((move) => move.startMs <= timeMs && timeMs < move.startMs + move.durationMs);
  return moving ? { ...state, position: positionDuring(moving, timeMs) } : state;
}

function positionDuring(move: TurtleMove, timeMs: number): CanvasPoint {
  const progress = move.durationMs > 0 ? Math.min(1, Math.max(0, (timeMs - move.startMs) / move.durationMs)) : 1;
  return {
    x: move.from.x + (move.to.x - move.from.x) * progress,
    y: move.from.y + (move.to.y - move.from.y) * progress,
  };
}
