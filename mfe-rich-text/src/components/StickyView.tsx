import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $getNodeByKey, type LexicalEditor } from 'lexical';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { STICKY_WIDTH, type StickyColor } from '../lib/blocks/sticky';
import { RT } from '../lib/texts';
import { ImageCaption } from './ImageCaption';

interface StickyHost {
  setPosition(x: number, y: number): void;
  toggleColor(): void;
  remove(): void;
}

function updateSticky(editor: LexicalEditor, nodeKey: string, run: (node: StickyHost) => void) {
  editor.update(() => {
    const node = $getNodeByKey(nodeKey);
    if (node && 'toggleColor' in node) run(node as unknown as StickyHost);
  });
}

interface Props {
  nodeKey: string;
  x: number;
  y: number;
  color: StickyColor;
  /** The note's text: a nested editor (spec 3.8 caption, as an image's). */
  caption: LexicalEditor;
}

/** The note: dragged by its header, colour toggle and delete when the editor is editable. */
export function StickyView({ nodeKey, x, y, color, caption }: Props) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [pos, setPos] = useState({ x, y });
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  useEffect(() => setPos({ x, y }), [x, y]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!editable || (e.target as HTMLElement).closest('button')) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { px: e.clientX, py: e.clientY, x: pos.x, y: pos.y };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setPos({ x: Math.max(0, d.x + e.clientX - d.px), y: Math.max(0, d.y + e.clientY - d.py) });
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    const next = { x: Math.max(0, d.x + e.clientX - d.px), y: Math.max(0, d.y + e.clientY - d.py) };
    setPos(next);
    updateSticky(editor, nodeKey, (n) => n.setPosition(next.x, next.y));
  };

  return (
    <div
      className={`rt-sticky rt-sticky--${color}`}
      data-testid="sticky-note"
      data-color={color}
      style={{ left: pos.x, top: pos.y, width: STICKY_WIDTH }}
    >
      <div
        className="rt-sticky-header"
        aria-label={editable ? RT.blocks.stickyDrag : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        {editable && (
          <>
            <button
              type="button"
              className="rt-sticky-btn"
              aria-label={RT.blocks.stickyToggleColor}
              title={RT.blocks.stickyToggleColor}
              onClick={() => updateSticky(editor, nodeKey, (n) => n.toggleColor())}
            >
              ◐
            </button>
            <button
              type="button"
              className="rt-sticky-btn"
              aria-label={RT.blocks.stickyDelete}
              title={RT.blocks.stickyDelete}
              onClick={() => updateSticky(editor, nodeKey, (n) => n.remove())}
            >
              ✕
            </button>
          </>
        )}
      </div>
      <ImageCaption
        caption={caption}
        nodeKey={nodeKey}
        editable={editable}
        label={RT.blocks.stickyCaption}
        className="rt-sticky-caption"
        placeholderText=""
        testId="sticky-caption"
      />
    </div>
  );
}
