import { remoteAssetUrl } from './remote-asset';

/** Set by the build (rspack.config.js, DefinePlugin): Pyodide's content-hashed folder and the files in it. */
declare const __PYODIDE_DIR__: string | undefined;
declare const __PYODIDE_FILES__: readonly string[] | undefined;

/** Outside a build (unit tests) the folder of an unhashed copy. */
const DIR = typeof __PYODIDE_DIR__ === 'string' ? __PYODIDE_DIR__ : 'pyodide/';

/** Pyodide's own files: without one of them Python cannot start. */
export const PYODIDE_REQUIRED_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;
/** Made at build time where Chromium is available; without it Pyodide starts the plain way. */
export const PYODIDE_OPTIONAL_FILES = ['snapshot.bin'] as const;

/** The files this build serves (the snapshot only when the build made one). */
const BUILT: readonly string[] = typeof __PYODIDE_FILES__ !== 'undefined' ? __PYODIDE_FILES__ : PYODIDE_REQUIRED_FILES;

/** Pyodide's indexURL: the hashed folder on this remote's origin (cached for good, see infra/remote-cache-policy.ts). */
export function pyodideIndexUrl(): string {
  return remoteAssetUrl(DIR);
}

export function pyodideFileUrl(name: string): string {
  return remoteAssetUrl(`${DIR}${name}`);
}

/** The worker script and every Pyodide file the build serves: what starting Python downloads. */
export function pythonStartFiles(): string[] {
  return [remoteAssetUrl('pythonWorker.js'), ...BUILT.map(pyodideFileUrl)];
}

/**
 * Fetches Python's files into the browser's HTTP cache at low priority, so the Python task the
 * student opens next starts warm (called by the task screen through the workspace module's
 * `prefetch` export). `crossorigin` makes the request the same CORS request the worker makes,
 * so the cached answer (Vary: Origin) is the one the worker gets. Once per page.
 */
export function prefetchPythonFiles(doc: Document = document): void {
  const present = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));
  for (const href of pythonStartFiles()) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
