/** Turtle numbers of spec 4.2 and 9. */
export const TURTLE_CONSTANTS = {
  /** Reference and drawing canvases are square, this many pixels a side. */
  canvasSize: 600,
  /** Forward and backward take this long per unit of distance. */
  msPerUnit: 5,
  /** goto is animated in this many steps of stepMs, whatever the distance. */
  gotoSteps: 100,
  gotoStepMs: 5,
  defaultPenWidth: 5,
  /** On a maze background one unit is 1/mazeCells of the canvas (30 px); elsewhere 1 px. */
  mazeCells: 20,
} as const;

/** Background images live at /turtle/{type}.svg; types starting with 'maze' are maze grids. */
export function unitSizeFor(background: string | undefined): number {
  return background?.startsWith('maze') ? TURTLE_CONSTANTS.canvasSize / TURTLE_CONSTANTS.mazeCells : 1;
}
