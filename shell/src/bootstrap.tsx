import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeStore, provideRemoteLoader } from '@school/api-client';
import '@school/ui/src/theme.css';
import './shell.css';
import { loadRemoteManifest, loadRuntimeConfig } from './config/runtime-config';
import { initRemotes, loadRemoteModule, taskTypeModule } from './federation/remote-registry';
import { globalError } from './features/errors/global-error-store';
import { BrandContext } from './components/brand/brand-context';
import { createRouter } from './app/router';
import { applyUrlTokenOnLoad } from './features/auth/apply-url-token-on-load';

async function start() {
  const config = await loadRuntimeConfig();
  // Without a usable manifest every remote page says why; the shell itself still works.
  initRemotes(await loadRemoteManifest(config.remoteManifestUrl));
  provideRemoteLoader({ taskTypeModule, load: loadRemoteModule });
  window.addEventListener('unhandledrejection', (e) => globalError.report(e.reason));
  window.addEventListener('error', (e) => {
    // Errors of remotes are caught by their boundaries; only unexpected ones reach here.
    if (e.error) globalError.report(e.error);
  });

  const store = makeStore();
  if (!applyUrlTokenOnLoad(store)) return;
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrandContext.Provider value={config.brandMode}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </BrandContext.Provider>
    </StrictMode>,
  );
}

void start();
