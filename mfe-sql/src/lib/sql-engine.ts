import initSqlJs, { type SqlJsStatic } from 'sql.js';

/** Where this remote's build put sql.js's wasm (rspack.config.js); absent outside the build (jest under Node). */
declare const __SQL_WASM_FILE__: string | undefined;
declare const __webpack_public_path__: string;

/**
 * The wasm's URL in this remote's own build, wherever the page is: the remote's public path is its
 * own origin, not the shell's (publicPath 'auto' is found from the script the remote loaded from).
 */
function wasmUrl(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : `${location.origin}/`;
  return new URL(file, new URL(base, location.href)).href;
}

/** The URL sql.js fetches its wasm from in the build; null outside it (jest under Node reads it from disk). */
export function sqlWasmUrl(): string | null {
  return typeof __SQL_WASM_FILE__ === 'string' ? wasmUrl(__SQL_WASM_FILE__) : null;
}

let loading: Promise<SqlJsStatic> | null = null;

/**
 * sql.js, loaded once per page and kept for every run (sql.js itself keeps its first load, failed or
 * not: a failed load needs a new page). In the build its wasm is our own copy, never a CDN; under
 * Node (jest) sql.js reads the wasm beside itself.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs({
    ...(sqlWasmUrl() ? { locateFile: () => sqlWasmUrl()! } : {}),
    // Emscripten's own complaints go to the console as warnings: the workspace tells the child in Russian.
    printErr: (text: string) => console.warn(text),
  });
  return loading;
}
