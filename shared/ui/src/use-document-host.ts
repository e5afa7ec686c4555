import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_HOST, sandboxPageUrl } from './sandbox-page';

/**
 * A frame of the calling app's document host (a sandbox page, dist/sandbox/`page`): whenever the
 * host loads it asks for its page and gets `currentDocument()`; the frame's other messages (the
 * page's own) go to `onMessage`. The frame's origin is opaque ('null'), so its window is what
 * identifies its messages. Loading `src` into the frame again shows the current document afresh.
 */
export function useDocumentHost(page: string, currentDocument: () => string, onMessage?: (data: unknown, frame: Window) => void) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src] = useState(() => sandboxPageUrl(page));
  const latest = useRef({ currentDocument, onMessage });
  latest.current = { currentDocument, onMessage };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const data = event.data as Record<string, unknown> | null;
      if (data?.[DOCUMENT_HOST.ready] === true) target.postMessage({ [DOCUMENT_HOST.document]: latest.current.currentDocument() }, '*');
      else latest.current.onMessage?.(data, target);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return { frame, src };
}
