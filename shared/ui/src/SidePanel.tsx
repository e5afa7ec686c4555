import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { SIDE_PANEL_MIN_WIDTH_REM, T } from '@school/contracts';
import './side-panel.css';

export interface SideTab {
  id: string;
  label: string;
  disabled?: boolean;
  content: ReactNode;
}

const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

interface Props {
  tabs: SideTab[];
  /** The tab open at first. */
  initial?: string;
  className?: string;
  /** Controlled: the open tab (null: closed); the screen may close the panel itself. */
  open?: string | null;
  onOpenChange?: (tab: string | null) => void;
}

/**
 * Spec 2.5: vertical tabs on the right; a tab opens a panel resizable by dragging its left edge,
 * at least 20 rem wide; 'Презентация' opens at half the window. The task screens of the host and
 * the block games' workspace both show this one.
 */
export function SidePanel({ tabs, initial, className, open: controlled, onOpenChange }: Props) {
  const [own, setOwn] = useState<string | null>(initial ?? null);
  const open = controlled === undefined ? own : controlled;
  const setOpen = (tab: string | null) => {
    setOwn(tab);
    onOpenChange?.(tab);
  };
  const [width, setWidth] = useState<number | null>(null);
  const drag = useRef<{ x: number; w: number } | null>(null);
  const minWidth = SIDE_PANEL_MIN_WIDTH_REM * remPx();
  const active = tabs.find((t) => t.id === open && !t.disabled);
  const choose = (tab: SideTab) => {
    if (open === tab.id) return setOpen(null);
    setOpen(tab.id);
    setWidth(tab.label === T.presentationTab ? window.innerWidth / 2 : null);
  };
  const onPointerDown = (e: PointerEvent) => {
    const panel = (e.currentTarget.parentElement as HTMLElement).getBoundingClientRect();
    drag.current = { x: e.clientX, w: panel.width };
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag.current) return;
    const next = drag.current.w + (drag.current.x - e.clientX);
    setWidth(Math.min(Math.max(next, minWidth), window.innerWidth * 0.9));
  };
  // A task whose workspace shows this panel itself gets none from the host (see the kind's `ownSidePanel`).
  if (tabs.length === 0) return null;
  return (
    <aside className={['side-panel', className].filter(Boolean).join(' ')}>
      {active && (
        <section className="side-panel__body" style={{ width: width ?? minWidth, minWidth }} aria-label={active.label}>
          <div
            className="side-panel__grip"
            role="separator"
            aria-orientation="vertical"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
          />
          <div className="side-panel__content">{active.content}</div>
        </section>
      )}
      <div className="side-panel__tabs" role="tablist" aria-orientation="vertical">
        {tabs.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={open === t.id} disabled={t.disabled} onClick={() => choose(t)}>
            {t.label}
          </button>
        ))}
      </div>
    </aside>
  );
}
