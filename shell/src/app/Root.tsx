import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Toaster } from '@school/ui';
import { SessionGuard } from '../features/auth/SessionGuard';
import { TimezoneReporter } from '../features/auth/TimezoneReporter';
import { useUrlToken } from '../features/auth/use-url-token';
import { AssistantButton } from '../features/assistant/AssistantButton';
import { GlobalErrorToast } from '../features/errors/GlobalErrorToast';
import {
  hasRequiredFeatures,
  IGNORE_BROWSER_WARNING_KEY,
  isBrowserSupported,
} from '../features/browser-warning/browser-support';

function useBrowserCheck() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/browser-warning' || localStorage.getItem(IGNORE_BROWSER_WARNING_KEY) === 'true') return;
    if (!isBrowserSupported(navigator.userAgent, hasRequiredFeatures())) navigate('/browser-warning', { replace: true });
    // Checked once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Page-wide pieces that need the router: session checks, address token, toasts, assistant. */
export function Root() {
  useUrlToken();
  useBrowserCheck();
  return (
    <>
      <SessionGuard />
      <TimezoneReporter />
      <Outlet />
      <AssistantButton />
      <Toaster />
      <GlobalErrorToast />
    </>
  );
}
