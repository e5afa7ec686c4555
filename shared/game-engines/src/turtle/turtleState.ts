import { BLACK, type Rgba } from './colour';
import { TURTLE_CONSTANTS } from './constants';

export type TurtleShape = 'triangle' | 'turtle' | 'square' | 'circle';
export const TURTLE_SHAPES: readonly TurtleShape[] = ['triangle', 'turtle', 'square', 'circle'];

/** A point in canvas pixels: origin at the top-left corner, y grows downwards. */
export interface CanvasPoint {
  x: number;
  y: number;
}

/** Spec 3.6. Position is in canvas pixels; angle in degrees, 0 = up, growing clockwise. */
export interface TurtleState {
  position: CanvasPoint;
  angle: number;
  penDown: boolean;
  width: number;
  visible: boolean;
  wrap: boolean;
  shape: TurtleShape;
  colour: Rgba;
}

/**
 * Where the learner's numbers live: origin at the canvas centre, y grows upwards, one unit per
 * step (1 px, or a maze cell). goto and the level's start position use these coordinates.
 */
export interface TurtlePlacement {
  x: number;
  y: number;
  angle?: number;
}

export function toCanvasPoint(x: number, y: number, unitSize: number): CanvasPoint {
  const centre = TURTLE_CONSTANTS.canvasSize / 2;
  return { x: snap(centre + x * unitSize), y: snap(centre - y * unitSize) };
}

export function createTurtleState(start: TurtlePlacement | undefined, unitSize: number): TurtleState {
  return {
    position: toCanvasPoint(start?.x ?? 0, start?.y ?? 0, unitSize),
    angle: normaliseAngle(start?.angle ?? 0),
    penDown: true,
    width: TURTLE_CONSTANTS.defaultPenWidth,
    visible: true,
    wrap: false,
    shape: 'triangle',
    colour: BLACK,
  };
}

export function normaliseAngle(degrees: number): number {
  const angle = degrees % 360;
  return angle < 0 ? angle + 360 : angle;
}

/**
 * Rounds to a millionth of a pixel so that a figure traced in another order or direction ends
 * on exactly the same coordinates despite floating-point sine and cosine noise.
 */
export function snap(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
