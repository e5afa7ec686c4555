import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $getNodeByKey, type LexicalEditor } from 'lexical';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { resizeKeepingRatio } from '../lib/blocks/imageSize';
import { RT } from '../lib/texts';
import { isLocalFileSrc, isSafeImageSrc } from '../lib/validators/linkUrl';
import { ImageCaption } from './ImageCaption';

export interface ImageViewProps {
  nodeKey?: string;
  src: string;
  altText: string;
  width: number;
  height: number;
  maxWidth: number;
  showCaption: boolean;
  /** The caption: a nested editor (spec 3.8), the image's and the inline image's alike. */
  captionEditor: LexicalEditor;
  className?: string;
  /** Extra editing controls (the inline image's edit button). */
  controls?: ReactNode;
}

interface ImageHost {
  setWidthAndHeight(width: number, height: number): void;
  setShowCaption(show: boolean): void;
}

/** An image with an optional caption; when editable: a caption toggle and a corner resize handle. */
export function ImageView(p: ImageViewProps) {
  const [editor] = useLexicalComposerContext();
  const editorEditable = useLexicalEditable();
  const editable = editorEditable && !!p.nodeKey;
  const img = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; w: number; h: number } | null>(null);
  const [size, setSize] = useState({ width: p.width, height: p.height });
  useEffect(() => setSize({ width: p.width, height: p.height }), [p.width, p.height]);

  if (!isSafeImageSrc(p.src) || isLocalFileSrc(p.src)) return <span className="rt-image-missing">{p.altText}</span>;

  const update = (run: (n: ImageHost) => void) =>
    editor.update(() => {
      const node = p.nodeKey ? $getNodeByKey(p.nodeKey) : null;
      if (node && 'setWidthAndHeight' in node) run(node as unknown as ImageHost);
    });

  const onPointerDown = (e: ReactPointerEvent<HTMLSpanElement>) => {
    const rect = img.current?.getBoundingClientRect();
    if (!rect) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, w: rect.width, h: rect.height };
  };
  const sizeAt = (clientX: number) => {
    const d = drag.current!;
    return resizeKeepingRatio(d.w, d.h, clientX - d.x, p.maxWidth);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLSpanElement>) => {
    if (drag.current) setSize(sizeAt(e.clientX));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    const next = sizeAt(e.clientX);
    drag.current = null;
    setSize(next);
    update((n) => n.setWidthAndHeight(next.width, next.height));
  };

  return (
    <span className={`rt-image-view ${p.className ?? ''} ${editable ? 'rt-image-view--editable' : ''}`} data-testid="image">
      <span className="rt-image-frame">
        <img
          ref={img}
          src={p.src}
          alt={p.altText}
          referrerPolicy="no-referrer"
          draggable={false}
          style={{ maxWidth: Math.min(p.maxWidth, size.width || p.maxWidth), width: size.width || undefined, height: size.height || undefined }}
        />
        {editable && (
          <span
            className="rt-image-resize"
            role="slider"
            aria-label={RT.blocks.imageResize}
            aria-valuenow={size.width}
            aria-valuemax={p.maxWidth}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
          />
        )}
      </span>
      {editable && (
        <span className="rt-image-controls">
          <button
            type="button"
            className="rt-small-btn"
            aria-pressed={p.showCaption}
            onClick={() => update((n) => n.setShowCaption(!p.showCaption))}
          >
            {RT.blocks.imageCaptionToggle}
          </button>
          {p.controls}
        </span>
      )}
      {p.showCaption && <ImageCaption caption={p.captionEditor} nodeKey={p.nodeKey} editable={editorEditable} />}
    </span>
  );
}
