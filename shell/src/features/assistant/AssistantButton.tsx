import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { T } from '@school/contracts';
import { selectIsLogged, useAppSelector } from '@school/api-client';
import { RemoteModule } from '../../federation/RemoteModule';
import { pageModule } from '../../federation/remote-registry';

/**
 * The floating assistant button: shown whenever a token exists, except on the AI chat page (so also
 * on a public project page /pub/p for a logged-in child).
 * Task screens hide it for quiz and AI-chat task types through the `assistantHidden` flag.
 */
export function AssistantButton() {
  const isLogged = useAppSelector(selectIsLogged);
  const hiddenByTask = useAppSelector((s) => (s as { taskScreen?: { assistantHidden?: boolean } }).taskScreen?.assistantHidden);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const drawer = pageModule('assistantDrawer');
  if (!isLogged || pathname.startsWith('/aichat') || hiddenByTask) return null;
  return (
    <>
      {!open && (
        <button className="assistant-fab" aria-label={T.nav.aiChat} onClick={() => setOpen(true)}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden>
            <rect x="4" y="7" width="20" height="15" rx="6" fill="#fff" />
            <circle cx="10.5" cy="14.5" r="2" fill="#6c4df6" />
            <circle cx="17.5" cy="14.5" r="2" fill="#6c4df6" />
            <path d="M14 3v4" stroke="#fff" strokeWidth="2" />
          </svg>
        </button>
      )}
      {open && drawer && <RemoteModule module={drawer} props={{ onClose: () => setOpen(false) }} />}
    </>
  );
}
