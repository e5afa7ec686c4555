import { sanitizeUrl } from '../validators/linkUrl';

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

/** An element's link goes through the link whitelist; a refused one is dropped. */
function safeElement(e: Record<string, unknown>): Record<string, unknown> {
  if (e.link === undefined || e.link === null) return e;
  const link = typeof e.link === 'string' ? sanitizeUrl(e.link) : 'about:blank';
  return { ...e, link: link === 'about:blank' || link === '' ? null : link };
}

/** Embedded files are kept only as raster or vector image data URLs. */
function safeFiles(files: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, f] of Object.entries(files)) {
    if (!isRecord(f) || typeof f.dataURL !== 'string' || typeof f.mimeType !== 'string') continue;
    if (/^image\/[a-z0-9.+-]+$/i.test(f.mimeType) && /^data:image\/[a-z0-9.+-]+[;,]/i.test(f.dataURL)) out[id] = f;
  }
  return out;
}

/**
 * Parses stored data; anything malformed reads as an empty scene (the viewer must not throw).
 * Hostile parts are dropped here, before Excalidraw sees them: unsafe links, non-image files
 * and appState beyond the stored fields.
 */
export function parseDrawingData(data: string): DrawingScene {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = null;
  }
  if (!isRecord(parsed)) return { elements: [], appState: {}, files: {} };
  return {
    elements: Array.isArray(parsed.elements) ? parsed.elements.filter(isRecord).map(safeElement) : [],
    appState: isRecord(parsed.appState) ? storedAppState(parsed.appState) : {},
    files: isRecord(parsed.files) ? safeFiles(parsed.files) : {},
  };
}

/** Elements still on the canvas (Excalidraw keeps deleted ones with isDeleted). */
export const liveElements = (elements: readonly Record<string, unknown>[]) => elements.filter((e) => e.isDeleted !== true);

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;

/** The appState fields worth storing: the rest is editor UI state. */
export function storedAppState(appState: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['exportBackground', 'exportWithDarkMode', 'exportScale', 'gridSize']) {
    if (appState[key] !== undefined) out[key] = appState[key];
  }
  const bg = appState.viewBackgroundColor;
  if (typeof bg === 'string' && SAFE_COLOR.test(bg)) out.viewBackgroundColor = bg;
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
