/**
 * Spec 4.8 and 9: an autocomplete hint is also accepted with a right swipe on touch screens,
 * detected on screens of 800x600 or smaller, in either orientation (both sides within the box).
 */
export const SWIPE_SCREEN = { maxWidth: 800, maxHeight: 600 } as const;
/** A finger must travel this far to the right, and mostly sideways, to count as a swipe. */
export const SWIPE_MIN_DISTANCE = 30;

export interface Point {
  x: number;
  y: number;
}

export function isSwipeScreen(width: number, height: number): boolean {
  const [short, long] = width < height ? [width, height] : [height, width];
  // "800x600 or smaller": both sides within the box, in either orientation.
  return short <= SWIPE_SCREEN.maxHeight && long <= SWIPE_SCREEN.maxWidth;
}

export function isSwipeRight(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  return dx >= SWIPE_MIN_DISTANCE && Math.abs(end.y - start.y) < dx / 2;
}

/** Calls `onSwipeRight` for a one-finger right swipe on `element`; returns the unsubscribe. */
export function addSwipeRightListener(element: HTMLElement, onSwipeRight: (event: TouchEvent) => void): () => void {
  let start: Point | null = null;
  const down = (event: TouchEvent) => {
    const touch = event.touches.length === 1 ? event.touches[0] : null;
    start = touch && isSwipeScreen(window.innerWidth, window.innerHeight) ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const up = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (start && touch && isSwipeRight(start, { x: touch.clientX, y: touch.clientY })) onSwipeRight(event);
    start = null;
  };
  element.addEventListener('touchstart', down, { passive: true });
  element.addEventListener('touchend', up);
  return () => {
    element.removeEventListener('touchstart', down);
    element.removeEventListener('touchend', up);
  };
}
