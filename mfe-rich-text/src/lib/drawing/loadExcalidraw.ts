/** Loads the Excalidraw chunk once (editor modal and picture export share it). */
let loading: Promise<typeof import('./excalidraw')> | null = null;

export function loadExcalidraw() {
  loading ??= import(/* webpackChunkName: "excalidraw" */ './excalidraw').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
