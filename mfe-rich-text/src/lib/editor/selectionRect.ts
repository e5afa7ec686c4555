/** The DOM rectangle of the current browser selection, relative to an anchor element. */
export function selectionRectWithin(anchor: HTMLElement): { top: number; left: number; bottom: number } | null {
  const sel = window.getSelection();
  if (!sel || sel.rangeCount === 0) return null;
  const rect = sel.getRangeAt(0).getBoundingClientRect();
  if (!rect.width && !rect.height) return null;
  const host = anchor.getBoundingClientRect();
  return { top: rect.top - host.top, left: rect.left - host.left, bottom: rect.bottom - host.top };
}
