declare const __webpack_public_path__: string;

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

// Excalidraw fetches its canvas fonts from here (else from a CDN, unreachable offline). The
// remote's webpack build copies them into dist/excalidraw/; the public path is the remote's own
// origin even when the shell loads it through Module Federation. Imported before Excalidraw.
if (typeof window !== 'undefined' && !window.EXCALIDRAW_ASSET_PATH) {
  window.EXCALIDRAW_ASSET_PATH = `${__webpack_public_path__}excalidraw/`;
}

export {};
