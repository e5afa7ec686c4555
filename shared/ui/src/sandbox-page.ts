declare const __webpack_public_path__: string;

/**
 * The URL of one of this app's sandbox pages (dist/sandbox/, emitted with @school/build-config's
 * SandboxPagesPlugin). They run pupils' code in frames sandboxed without allow-same-origin and are
 * served with a policy of their own, so the school's pages need neither 'unsafe-eval' nor inline
 * scripts. @school/ui is bundled into each app, so the public path here is the calling remote's.
 */
export function sandboxPageUrl(name: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : `${location.origin}/`;
  return new URL(`sandbox/${name}`, new URL(base, location.href)).href;
}

/** The document host's (document-host.html) messages: it asks with the first, the page comes in the second. */
export const DOCUMENT_HOST = { ready: 'previewHostReady', document: 'previewDocument' } as const;
