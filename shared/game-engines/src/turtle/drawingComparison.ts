import { TURTLE_CONSTANTS } from './constants';

/**
 * The tolerance, documented in README.md. A pixel is ink when its alpha is at least
 * alphaThreshold (Blockly Games' 64, which ignores faint anti-aliasing fringes). An ink pixel of
 * one image is matched when the other image has ink of a close colour within
 * neighbourhoodRadius pixels; unmatched pixels of both images add up, and at most
 * maxDifferingPixels of them pass (Blockly Games' 100).
 */
export interface ComparisonTolerance {
  alphaThreshold: number;
  neighbourhoodRadius: number;
  /** Largest allowed difference of any of r, g, b between matched pixels. */
  colourTolerance: number;
  maxDifferingPixels: number;
}

export const DEFAULT_TOLERANCE: ComparisonTolerance = {
  alphaThreshold: 64,
  neighbourhoodRadius: 1,
  colourTolerance: 64,
  maxDifferingPixels: 100,
};

export interface DrawingComparison {
  passed: boolean;
  differingPixels: number;
  actualInkPixels: number;
  referenceInkPixels: number;
}

/** Compares two square RGBA images of equal size. An empty drawing never passes. */
export function compareDrawings(
  actual: Uint8ClampedArray,
  reference: Uint8ClampedArray,
  tolerance: ComparisonTolerance = DEFAULT_TOLERANCE,
): DrawingComparison {
  const size = Math.round(Math.sqrt(actual.length / 4)) || TURTLE_CONSTANTS.canvasSize;
  if (reference.length !== actual.length) throw new Error('Images of different sizes');
  const actualSide = unmatchedInk(actual, reference, size, tolerance);
  const referenceSide = unmatchedInk(reference, actual, size, tolerance);
  const differingPixels = actualSide.unmatched + referenceSide.unmatched;
  return {
    passed: actualSide.ink > 0 && referenceSide.ink > 0 && differingPixels <= tolerance.maxDifferingPixels,
    differingPixels,
    actualInkPixels: actualSide.ink,
    referenceInkPixels: referenceSide.ink,
  };
}

/** Ink pixels of `image` with no similar ink near the same place in `other`. */
function unmatchedInk(image: Uint8ClampedArray, other: Uint8ClampedArray, size: number, tolerance: ComparisonTolerance): { ink: number; unmatched: number } {
  const { alphaThreshold, neighbourhoodRadius: radius, colourTolerance } = tolerance;
  let ink = 0;
  let unmatched = 0;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const index = (row * size + column) * 4;
      if (image[index + 3] < alphaThreshold) continue;
      ink++;
      let matched = false;
      for (let y = Math.max(0, row - radius); y <= Math.min(size - 1, row + radius) && !matched; y++) {
        for (let x = Math.max(0, column - radius); x <= Math.min(size - 1, column + radius) && !matched; x++) {
          const near = (y * size + x) * 4;
          matched =
            other[near + 3] >= alphaThreshold &&
            Math.abs(other[near] - image[index]) <= colourTolerance &&
            Math.abs(other[near + 1] - image[index + 1]) <= colourTolerance &&
            Math.abs(other[near + 2] - image[index + 2]) <= colourTolerance;
        }
      }
      if (!matched) unmatched++;
    }
  }
  return { ink, unmatched };
}
