import { renderStandalone } from '@school/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@school/ui/src/theme.css';
import { DemoPage } from './features/demo/DemoPage';

// /demo and /split/... need no login (the editor and viewer make no calls); other paths are the standalone app.
if (/^\/(demo|split\/)/.test(window.location.pathname)) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <DemoPage />
    </StrictMode>,
  );
} else {
  renderStandalone([{ path: '*', element: <DemoPage /> }]);
}
