import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FLASH_MESSAGE_MS } from './timings';

/**
 * A short message over the page (role status, read by screen readers) that goes by itself:
 * `show(text)` keeps it FLASH_MESSAGE_MS, `show(text, ms)` as long as asked. Render the returned node.
 */
export function useFlashMessage(): [ReactNode, (message: string, durationMs?: number) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((text: string, durationMs: number = FLASH_MESSAGE_MS) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), durationMs);
  }, []);
  const node =
    message === null
      ? null
      : createPortal(
          <div className="rt-flash" role="status" data-testid="rt-flash">
            {message}
          </div>,
          document.body,
        );
  return [node, show];
}
