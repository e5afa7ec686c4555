/**
 * A drawing's stored data (spec 3.8): a JSON string holding appState, elements and files.
 * The default is an empty list ("[]"), which reads as an empty scene.
 */
export const EMPTY_DRAWING_DATA = '[]';

export interface DrawingScene {
  elements: readonly Record<string, unknown>[];
  appState: Record<string, unknown>;
  files: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses stored data; anything malformed reads as an empty scene (the viewer must not throw). */
export function parseDrawingData(data: string): DrawingScene {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = null;
  }
  if (!isRecord(parsed)) return { elements: [], appState: {}, files: {} };
  return {
    elements: Array.isArray(parsed.elements) ? parsed.elements.filter(isRecord) : [],
    appState: isRecord(parsed.appState) ? parsed.appState : {},
    files: isRecord(parsed.files) ? parsed.files : {},
  };
}

/** Elements still on the canvas (Excalidraw keeps deleted ones with isDeleted). */
export const liveElements = (elements: readonly Record<string, unknown>[]) => elements.filter((e) => e.isDeleted !== true);

/** The appState fields worth storing: the rest is editor UI state. */
export function storedAppState(appState: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['viewBackgroundColor', 'exportBackground', 'exportWithDarkMode', 'exportScale', 'gridSize']) {
    if (appState[key] !== undefined) out[key] = appState[key];
  }
  return out;
}

export function serializeDrawing(scene: DrawingScene): string {
  return JSON.stringify({ appState: storedAppState(scene.appState), elements: liveElements(scene.elements), files: scene.files });
}

/** A fingerprint of the live elements: differs once anything is drawn, moved or deleted. */
export const sceneSignature = (elements: readonly Record<string, unknown>[]) =>
  liveElements(elements)
    .map((e) => `${String(e.id)}:${String(e.version)}`)
    .join(',');

/** Width or height: a positive number of pixels, or "inherit" (the picture's own size). */
export type DrawingSize = number | 'inherit';
export const parseDrawingSize = (v: unknown): DrawingSize => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 'inherit');
