import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { parseDrawingData, sceneSignature, serializeDrawing, liveElements } from '../lib/drawing/drawingData';
import { loadExcalidraw } from '../lib/drawing/loadExcalidraw';
import { RT } from '../lib/texts';

type ExcalidrawProps = ComponentProps<Awaited<ReturnType<typeof loadExcalidraw>>['Excalidraw']>;
type ExcalidrawApi = Parameters<NonNullable<ExcalidrawProps['excalidrawAPI']>>[0];

// The Excalidraw editor is its own chunk, fetched the first time the modal opens.
const Excalidraw = lazy(() => loadExcalidraw().then((m) => ({ default: m.Excalidraw })));

const UI_OPTIONS: ExcalidrawProps['UIOptions'] = {
  canvasActions: { loadScene: false, saveToActiveFile: false, export: false, saveAsImage: false, toggleTheme: false },
};

/**
 * The drawing modal: an Excalidraw canvas with Save and Close. Save hands back the scene's data
 * (null when the canvas is empty); Close with unsaved changes asks to confirm the discard.
 */
export function DrawingModal({ data, onSave, onClose }: { data: string; onSave(data: string | null): void; onClose(): void }) {
  const [initial] = useState(() => parseDrawingData(data));
  const initialSignature = useRef(sceneSignature(initial.elements));
  const api = useRef<ExcalidrawApi | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const save = () => {
    const a = api.current;
    if (!a) return onClose();
    const elements = a.getSceneElements() as unknown as Record<string, unknown>[];
    const scene = {
      elements,
      appState: a.getAppState() as unknown as Record<string, unknown>,
      files: a.getFiles() as unknown as Record<string, unknown>,
    };
    onSave(liveElements(elements).length > 0 ? serializeDrawing(scene) : null);
  };
  const close = () => (dirty ? setConfirming(true) : onClose());

  return createPortal(
    <div className="rt-modal-overlay">
      <div className="rt-drawing-modal" role="dialog" aria-label={RT.drawing.title}>
        <div className="rt-drawing-canvas">
          <Suspense fallback={<div className="rt-drawing-loading">{RT.loading}</div>}>
            <Excalidraw
              initialData={{ elements: initial.elements as never, appState: initial.appState as never, files: initial.files as never }}
              excalidrawAPI={(a) => (api.current = a)}
              onChange={(elements) => setDirty(sceneSignature(elements as unknown as Record<string, unknown>[]) !== initialSignature.current)}
              langCode="ru-RU"
              UIOptions={UI_OPTIONS}
            />
          </Suspense>
        </div>
        <div className="rt-dialog-actions">
          <button type="button" onClick={save}>
            {RT.drawing.save}
          </button>
          <button type="button" onClick={close}>
            {RT.drawing.close}
          </button>
        </div>
        {confirming && (
          <div className="rt-drawing-confirm" role="alertdialog" aria-label={RT.drawing.discardTitle}>
            <strong>{RT.drawing.discardTitle}</strong>
            <p>{RT.drawing.discardText}</p>
            <div className="rt-dialog-actions">
              <button type="button" onClick={onClose}>
                {RT.drawing.discard}
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                {RT.drawing.keepEditing}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
