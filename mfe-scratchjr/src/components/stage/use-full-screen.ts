import { useCallback, useEffect, useRef, useState } from 'react';

/** Full-screen play: a fixed overlay, plus the browser's full screen where the page may ask for it. */
export function useFullScreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [full, setFull] = useState(false);
  const toggle = useCallback(() => {
    setFull((was) => {
      if (!was) ref.current?.requestFullscreen?.().catch(() => undefined);
      else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      return !was;
    });
  }, []);
  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFull(false);
    const onExit = () => !document.fullscreenElement && setFull(false);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onExit);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onExit);
    };
  }, [full]);
  return { ref, full, toggle };
}
