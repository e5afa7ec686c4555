declare const __webpack_public_path__: string;

/** The URL of one of this remote's own files (its build: pythonWorker.js, pyodide/…), wherever the page is. */
export function remoteAssetUrl(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : `${location.origin}/`;
  return new URL(file, new URL(base, location.href)).href;
}
