import { useEffect, useRef, useState } from 'react';
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
 * The live preview: the srcdoc rebuilt a moment after the last edit, and the page's console (and its
 * last uncaught error, for the overlay) collected from the frame's messages.
 */
export function usePagePreview(source: PageSource) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [srcDoc, setSrcDoc] = useState(() => previewDocument(source));
  const [lines, setLines] = useState<PreviewLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const { html, css, js } = source;

  useEffect(() => {
    const timer = setTimeout(() => {
      setLines([]);
      setError(null);
      setSrcDoc(previewDocument({ html, css, js }));
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [html, css, js]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own frame's page; its origin is opaque ('null'), so the source window is what identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { [PREVIEW_MESSAGE]?: boolean; level?: string; text?: unknown } | null;
      if (!data || data[PREVIEW_MESSAGE] !== true) return;
      const text = String(data.text ?? '').slice(0, 5000);
      const uncaught = data.level === 'uncaught';
      if (uncaught) setError(text);
      const level = uncaught ? 'error' : (['log', 'info', 'warn', 'error'].includes(String(data.level)) ? data.level : 'log') as PreviewLine['level'];
      setLines((old) => (old.length > 1000 ? old.slice(-800) : old).concat({ id: ++seq.current, level, text }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return { frame, srcDoc, lines, error };
}
