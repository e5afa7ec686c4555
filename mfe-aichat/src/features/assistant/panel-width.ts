/** Keeps the drawer between its minimum width and the maximum share of the window. */
export function clampPanelWidth(wanted: number, windowWidth: number, minPx: number, maxRatio: number): number {
  return Math.max(minPx, Math.min(wanted, windowWidth * maxRatio));
}
