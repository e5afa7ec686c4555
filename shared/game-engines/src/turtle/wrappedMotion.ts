import { snap, type CanvasPoint } from './turtleState';

export interface MotionPiece {
  from: CanvasPoint;
  to: CanvasPoint;
}

/** A very long move on a wrapping canvas is cut here; after that the turtle just lands. */
export const MAX_WRAP_PIECES = 10_000;

/**
 * Splits a straight move into the pieces drawn on a canvas of `size` pixels. Without wrap it is
 * one piece; with wrap the turtle leaving one edge re-enters from the opposite one.
 */
export function splitMotion(from: CanvasPoint, delta: CanvasPoint, wrap: boolean, size: number): { pieces: MotionPiece[]; end: CanvasPoint } {
  if (!wrap) {
    const end = { x: snap(from.x + delta.x), y: snap(from.y + delta.y) };
    return { pieces: [{ from, to: end }], end };
  }
  const pieces: MotionPiece[] = [];
  const start = wrapPoint(from, size);
  let point = start;
  let remaining = 1;
  while (remaining > 0) {
    if (pieces.length >= MAX_WRAP_PIECES) return { pieces, end: wrapPoint({ x: start.x + delta.x, y: start.y + delta.y }, size) };
    const exitX = fractionToEdge(point.x, delta.x, size);
    const exitY = fractionToEdge(point.y, delta.y, size);
    const exit = Math.min(exitX, exitY);
    if (exit >= remaining) {
      const end = { x: snap(point.x + delta.x * remaining), y: snap(point.y + delta.y * remaining) };
      pieces.push({ from: point, to: end });
      return { pieces, end };
    }
    const edge = { x: snap(point.x + delta.x * exit), y: snap(point.y + delta.y * exit) };
    if (exit > 0) pieces.push({ from: point, to: edge });
    point = {
      x: exitX === exit ? (delta.x > 0 ? 0 : size) : edge.x,
      y: exitY === exit ? (delta.y > 0 ? 0 : size) : edge.y,
    };
    remaining -= exit;
  }
  return { pieces, end: point };
}

/** Fraction of the move after which the coordinate reaches the canvas edge it is heading to. */
function fractionToEdge(position: number, delta: number, size: number): number {
  if (delta > 0) return Math.max(0, (size - position) / delta);
  if (delta < 0) return Math.max(0, -position / delta);
  return Infinity;
}

function wrapPoint(point: CanvasPoint, size: number): CanvasPoint {
  const wrapOne = (value: number) => snap(((value % size) + size) % size);
  return { x: wrapOne(point.x), y: wrapOne(point.y) };
}
