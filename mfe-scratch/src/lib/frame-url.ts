declare const __webpack_public_path__: string;

/** The editor page served by this remote (dist/scratch/editor.html), wherever the remote lives. */
export function editorFrameUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : `${location.origin}/`;
  return new URL(`scratch/editor.html`, new URL(base, location.href)).href;
}
