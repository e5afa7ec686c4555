import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { T } from '@school/contracts';
import { selectIsLogged, useAppSelector } from '@school/api-client';
import { RemoteModule } from '../../federation/RemoteModule';
import { pageModule } from '../../federation/remote-registry';

/** The class on <html> that reserves the dock's strip on the right edge (shell.css). */
export const ASSISTANT_DOCK_CLASS = 'has-assistant-dock';

/**
 * The assistant button: shown whenever a token exists, except on the AI chat page (so also on a
 * public project page /pub/p for a logged-in child). Task screens hide it for quiz and AI-chat task
 * types through the `assistantHidden` flag.
 * It sits in a dock, a strip on the right edge that the page leaves free while the button is shown,
 * so it never covers a page's controls (a status badge, 'Сбросить', Scratch's sprite buttons…).
 * The panel takes the focus when it opens; closing it (Escape or its ✕) gives the focus back here.
 */
export function AssistantButton() {
  const isLogged = useAppSelector(selectIsLogged);
  const hiddenByTask = useAppSelector((s) => (s as { taskScreen?: { assistantHidden?: boolean } }).taskScreen?.assistantHidden);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawer = pageModule('assistantDrawer');
  const shown = isLogged && !pathname.startsWith('/aichat') && !hiddenByTask;

  useEffect(() => {
    if (!shown) return;
    document.documentElement.classList.add(ASSISTANT_DOCK_CLASS);
    return () => document.documentElement.classList.remove(ASSISTANT_DOCK_CLASS);
  }, [shown]);

  if (!shown) return null;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <div className="assistant-dock">
        <button
          ref={buttonRef}
          type="button"
          className="assistant-fab"
          aria-label={T.nav.aiChat}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <svg width="26" height="26" viewBox="0 0 28 28" aria-hidden>
            <rect x="4" y="7" width="20" height="15" rx="6" fill="#fff" />
            <circle cx="10.5" cy="14.5" r="2" fill="#6c4df6" />
            <circle cx="17.5" cy="14.5" r="2" fill="#6c4df6" />
            <path d="M14 3v4" stroke="#fff" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {open && drawer && <RemoteModule module={drawer} props={{ onClose: close }} />}
    </>
  );
}
