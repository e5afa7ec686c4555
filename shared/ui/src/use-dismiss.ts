import { useEffect, type RefObject } from "react";

/**
 * Closes a popup (a menu, a drawer) on Escape and on a press outside `ref`. Presses on `keepOpen`
 * (the button that toggles the popup) are left to that button, or it would reopen what this closed.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  ref: RefObject<HTMLElement | null>,
  keepOpen?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (
        !target ||
        ref.current?.contains(target) ||
        keepOpen?.current?.contains(target)
      )
        return;
      close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, ref, keepOpen]);
}
