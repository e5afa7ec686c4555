import { useEffect, useRef, useState } from 'react';
import { liveElements, parseDrawingData, type DrawingSize } from '../lib/drawing/drawingData';
import { loadExcalidraw } from '../lib/drawing/loadExcalidraw';
import { RT } from '../lib/texts';

/** The picture of a drawing: an SVG exported from the scene (the export code loads lazily). */
export function DrawingImage({ data, width, height }: { data: string; width: DrawingSize; height: DrawingSize }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'empty'>('loading');
  useEffect(() => {
    const scene = parseDrawingData(data);
    const elements = liveElements(scene.elements);
    if (elements.length === 0) {
      setState('empty');
      return;
    }
    let cancelled = false;
    setState('loading');
    loadExcalidraw()
      .then(({ exportToSvg }) =>
        exportToSvg({
          elements: elements as never,
          appState: { ...scene.appState, exportBackground: true } as never,
          files: scene.files as never,
          exportPadding: 10,
        }),
      )
      .then((svg) => {
        if (cancelled || !host.current) return;
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-label', RT.drawing.image);
        if (width !== 'inherit') svg.setAttribute('width', String(width));
        if (height !== 'inherit') svg.setAttribute('height', String(height));
        host.current.replaceChildren(svg);
        setState('ready');
      })
      .catch((err: unknown) => console.error('drawing export failed:', err));
    return () => {
      cancelled = true;
    };
  }, [data, width, height]);
  // The SVG goes into a child React never renders into: a React text update on the same element
  // (the loading text going away) would wipe it.
  return (
    <div className="rt-drawing-image" data-state={state}>
      {state === 'loading' && <span>{RT.loading}</span>}
      <div ref={host} />
    </div>
  );
}
