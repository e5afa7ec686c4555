import { DraggableBlockPlugin_EXPERIMENTAL } from '@lexical/react/LexicalDraggableBlockPlugin';
import { useRef } from 'react';
import { RT } from '../../lib/texts';

const MENU_CLASS = 'rt-drag-handle';

/** A handle left of the block under the mouse: drag it to move the block. */
export default function DraggableBlockPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const menuRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  if (!anchor) return null;
  return (
    <DraggableBlockPlugin_EXPERIMENTAL
      anchorElem={anchor}
      menuRef={menuRef}
      targetLineRef={lineRef}
      menuComponent={
        <div ref={menuRef} className={MENU_CLASS} title={RT.dragHandle} aria-label={RT.dragHandle}>
          ⋮⋮
        </div>
      }
      targetLineComponent={<div ref={lineRef} className="rt-drag-line" />}
      isOnMenu={(el) => !!el.closest(`.${MENU_CLASS}`)}
    />
  );
}
