import { TURTLE_CONSTANTS } from './constants';
import type { StrokeSegment } from './timeline';

/** A size x size RGBA image, row-major, 4 bytes a pixel: the layout of canvas ImageData. */
export function createImage(size: number = TURTLE_CONSTANTS.canvasSize): Uint8ClampedArray {
  return new Uint8ClampedArray(size * size * 4);
}

/**
 * Draws lines as round-capped strokes (canvas lineCap 'round') without anti-aliasing: a pixel
 * is painted when its centre lies within width/2 of the segment. No anti-aliasing keeps the
 * result bit-identical on server and client; the comparison tolerates the edge differences.
 */
export function rasterise(segments: Iterable<StrokeSegment>, size: number = TURTLE_CONSTANTS.canvasSize): Uint8ClampedArray {
  const image = createImage(size);
  for (const segment of segments) drawSegment(image, size, segment);
  return image;
}

export function drawSegment(image: Uint8ClampedArray, size: number, segment: StrokeSegment): void {
  const radius = segment.width / 2;
  const alpha = Math.round(segment.colour.a * 255);
  if (radius <= 0 || alpha <= 0) return;
  const { from, to } = segment;
  const top = Math.max(0, Math.floor(Math.min(from.y, to.y) - radius));
  const bottom = Math.min(size - 1, Math.ceil(Math.max(from.y, to.y) + radius));
  for (let row = top; row <= bottom; row++) {
    const span = capsuleRowSpan(segment, radius, row + 0.5);
    if (!span) continue;
    const first = Math.max(0, Math.ceil(span.min - 0.5));
    const last = Math.min(size - 1, Math.floor(span.max - 0.5));
    for (let column = first; column <= last; column++) {
      blendPixel(image, (row * size + column) * 4, segment.colour.r, segment.colour.g, segment.colour.b, alpha);
    }
  }
}

interface Span {
  min: number;
  max: number;
}

/**
 * Where the horizontal line y crosses the stroke. The stroke (two end discs plus the band
 * between them) is convex, so the crossing is one interval: the hull of the three parts' ones.
 */
function capsuleRowSpan({ from, to }: StrokeSegment, radius: number, y: number): Span | null {
  const spans = [discSpan(from.x, from.y, radius, y), discSpan(to.x, to.y, radius, y)];
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length > 0) {
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    // Along the segment: 0 <= (p - from) . u <= length; across it: |(p - from) . n| <= radius.
    const along = linearSpan(ux, (y - from.y) * uy - from.x * ux, 0, length);
    const across = linearSpan(-uy, (y - from.y) * ux + from.x * uy, -radius, radius);
    spans.push(along && across && intersect(along, across));
  }
  let hull: Span | null = null;
  for (const span of spans) {
    if (span) hull = hull ? { min: Math.min(hull.min, span.min), max: Math.max(hull.max, span.max) } : span;
  }
  return hull;
}

function discSpan(cx: number, cy: number, radius: number, y: number): Span | null {
  const dy = y - cy;
  if (Math.abs(dy) > radius) return null;
  const half = Math.sqrt(radius * radius - dy * dy);
  return { min: cx - half, max: cx + half };
}

/** The x for which low <= slope * x + offset <= high. */
function linearSpan(slope: number, offset: number, low: number, high: number): Span | null {
  if (Math.abs(slope) < 1e-12) return offset >= low && offset <= high ? { min: -Infinity, max: Infinity } : null;
  const a = (low - offset) / slope;
  const b = (high - offset) / slope;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

function intersect(a: Span, b: Span): Span | null {
  const min = Math.max(a.min, b.min);
  const max = Math.min(a.max, b.max);
  return min <= max ? { min, max } : null;
}

/** Canvas 'source-over' compositing of a straight-alpha colour onto a straight-alpha pixel. */
function blendPixel(image: Uint8ClampedArray, index: number, r: number, g: number, b: number, alpha: number): void {
  if (alpha >= 255) {
    image[index] = r;
    image[index + 1] = g;
    image[index + 2] = b;
    image[index + 3] = 255;
    return;
  }
  const source = alpha / 255;
  const destination = (image[index + 3] / 255) * (1 - source);
  const out = source + destination;
  image[index] = (r * source + image[index] * destination) / out;
  image[index + 1] = (g * source + image[index + 1] * destination) / out;
  image[index + 2] = (b * source + image[index + 2] * destination) / out;
  image[index + 3] = out * 255;
}
