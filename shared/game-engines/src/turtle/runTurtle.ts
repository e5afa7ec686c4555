import type { GameRunResult } from '../common/types';
import { reportWarnings, type WarningSink } from '../common/warnings';
import { limitFailureMessage } from '../program/executionMessages';
import { toProgram, type ProgramInput } from '../program/programInput';
import { TURTLE_TEXTS } from '../texts';
import { encodeDrawing } from './baseCheckCodec';
import { TURTLE_DIALECT } from './blocks';
import { isTurtleBackground, unitSizeFor } from './constants';
import { compareDrawings, type DrawingComparison } from './drawingComparison';
import { rasterise } from './rasteriser';
import { decodeReference } from './referenceImage';
import { allStrokes, type TurtleStep, type TurtleTimeline } from './timeline';
import { buildTimeline } from './turtleInterpreter';
import type { TurtlePlacement } from './turtleState';

/** The Turtle part of blocklyGameMap. */
export interface TurtleConfig {
  /** Background image type (/turtle/{type}.svg); a 'maze…' type makes a unit one maze cell. */
  background?: string;
  /** Start position and heading in turtle coordinates; the canvas centre facing up by default. */
  start?: TurtlePlacement;
  /**
   * The reference drawing: our run-length text (encodeDrawing, what edit mode records) or a PNG
   * data URL of a 600x600 drawing; absent while a task author is still drawing it.
   */
  baseCheck?: string;
}

export interface TurtleRunResult extends GameRunResult<TurtleStep>, TurtleTimeline {
  /** This run's drawing, encoded like baseCheck: what edit mode stores as the reference. */
  drawing: string;
  comparison?: DrawingComparison;
}

/** Draws the program and compares the drawing with config.baseCheck. */
function play(config: TurtleConfig, input: ProgramInput): TurtleRunResult {
  const converted = toProgram(input, TURTLE_DIALECT);
  const { timeline, end, warnings } = buildTimeline(converted.program, { unitSize: unitSizeFor(config.background), start: config.start });
  const image = rasterise(allStrokes(timeline));
  const backgroundWarnings = config.background === undefined || isTurtleBackground(config.background) ? [] : [`Background "${String(config.background)}" unknown, none drawn`];
  const base = { ...timeline, drawing: encodeDrawing(image), warnings: [...converted.warnings, ...warnings, ...backgroundWarnings] };
  const limitMessage = limitFailureMessage(end);
  if (limitMessage) return { ...base, success: false, failureMessage: limitMessage };
  const reference = config.baseCheck ? decodeReference(config.baseCheck) : null;
  if (!reference || reference.length !== image.length) return { ...base, success: false, failureMessage: TURTLE_TEXTS.noReference };
  const comparison = compareDrawings(image, reference);
  const failureMessage =
    comparison.actualInkPixels === 0 ? TURTLE_TEXTS.emptyDrawing : comparison.passed ? undefined : TURTLE_TEXTS.mismatch;
  return { ...base, success: failureMessage === undefined, comparison, ...(failureMessage ? { failureMessage } : {}) };
}

/** The baseCheck value for a task whose reference solution is `input` (edit mode). */
export function createBaseCheck(config: Omit<TurtleConfig, 'baseCheck'>, input: ProgramInput): string {
  return runProgram(config, input).drawing;
}

/**
 * Draws (see `play`); each skipped piece goes to `warn` once (spec 8). `_seed` is ignored (drawing
 * has no chance) and kept so every engine is called alike.
 */
export function runProgram(config: TurtleConfig, input: ProgramInput, _seed?: number, warn?: WarningSink): TurtleRunResult {
  return reportWarnings(play(config, input), warn);
}
