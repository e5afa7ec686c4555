import { useEffect, useRef, useState } from 'react';
import { useDocumentHost } from '@school/ui';
import type { PageSource } from '@school/web-checks';
import { PREVIEW_MESSAGE, previewDocument } from './preview-document';

export interface PreviewLine {
  id: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

/** Typing pauses shorter than this do not rebuild the page (the bench measures keystroke to repaint). */
export const PREVIEW_DEBOUNCE_MS = 80;

/**
 * The live preview in a frame of the remote's sandbox page (@school/build-config's document host: an opaque
 * origin with a policy of its own, so the pupil's inline scripts never run under the school's).
 * The page is rebuilt a moment after the last edit: the frame reloads its host, which says it is
 * ready and gets the latest page by message. The page's console (and its last uncaught error, for
 * the overlay) is collected from the frame's messages.
 */
export function usePagePreview(source: PageSource) {
  const latest = useRef<string>('');
  if (!latest.current) latest.current = previewDocument(source);
  const [lines, setLines] = useState<PreviewLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const { frame, src } = useDocumentHost(
    'page-preview.html',
    () => latest.current,
    (message) => {
      const data = message as { [PREVIEW_MESSAGE]?: boolean; level?: string; text?: unknown } | null;
      if (!data || data[PREVIEW_MESSAGE] !== true) return;
      const text = String(data.text ?? '').slice(0, 5000);
      const uncaught = data.level === 'uncaught';
      if (uncaught) setError(text);
      const level = uncaught ? 'error' : (['log', 'info', 'warn', 'error'].includes(String(data.level)) ? data.level : 'log') as PreviewLine['level'];
      setLines((old) => (old.length > 1000 ? old.slice(-800) : old).concat({ id: ++seq.current, level, text }));
    },
  );
  const { html, css, js } = source;

  useEffect(() => {
    const timer = setTimeout(() => {
      const doc = previewDocument({ html, css, js });
      if (doc === latest.current) return;
      latest.current = doc;
      setLines([]);
      setError(null);
      // A fresh host for each version: writing a page replaces the host and its listener.
      if (frame.current) frame.current.src = src;
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [html, css, js, src, frame]);

  return { frame, src, lines, error };
}
