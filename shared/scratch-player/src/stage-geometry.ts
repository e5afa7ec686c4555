/** Scratch's stage is 480x360 stage units, centred on (0, 0), y up. */
export const STAGE_WIDTH = 480;
export const STAGE_HEIGHT = 360;

export interface StageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A point relative to the canvas (CSS pixels), as scratch-vm's mouse device and the renderer's pick expect it. */
export function canvasPoint(clientX: number, clientY: number, rect: StageRect) {
  return { x: clientX - rect.left, y: clientY - rect.top, canvasWidth: rect.width, canvasHeight: rect.height };
}

/** Canvas CSS pixels to stage units, whatever size the stage is drawn at. */
export function toStageCoords(x: number, y: number, width: number, height: number) {
  return {
    x: Math.round((STAGE_WIDTH * x) / width - STAGE_WIDTH / 2),
    y: Math.round(STAGE_HEIGHT / 2 - (STAGE_HEIGHT * y) / height),
  };
}

/** Mouse moves under this many pixels still count as a click, not a drag (as in Scratch). */
export const DRAG_THRESHOLD = 3;

const NAMED_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'Backspace', 'Delete', 'Shift', 'Control', 'Alt', 'Home', 'End', 'PageUp', 'PageDown', 'Insert'];

/** Keys the stage takes from the page while focused (so arrows and space do not scroll it); Tab still leaves. */
export function isStageKey(key: string): boolean {
  return key.length === 1 || NAMED_KEYS.includes(key);
}
