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

/**
 * Every background type a Turtle config may name (spec 2.6: /turtle/{type}.svg, served by the
 * block-games remote, one file per type); the maze ones are drawn on the 20x20 cell grid.
 */
export const TURTLE_BACKGROUNDS = ['grid', 'meadow', 'space', 'maze1', 'maze2', 'maze3'] as const;
export type TurtleBackground = (typeof TURTLE_BACKGROUNDS)[number];

export function isTurtleBackground(type: unknown): type is TurtleBackground {
  return (TURTLE_BACKGROUNDS as readonly unknown[]).includes(type);
}

/** Types starting with 'maze' are maze grids. */
export function unitSizeFor(background: string | undefined): number {
  return background?.startsWith('maze') ? TURTLE_CONSTANTS.canvasSize / TURTLE_CONSTANTS.mazeCells : 1;
}
