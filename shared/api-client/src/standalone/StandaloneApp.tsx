import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { T } from '@school/contracts';
import { apiErrorMessage } from '../api-error';
import { loggedIn, selectIsLogged } from '../auth-slice';
import { useLoginMutation } from '../base-api';
import { makeStore, useAppDispatch, useAppSelector } from '../store';

function StandaloneLogin() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doLogin] = useLoginMutation();
  const dispatch = useAppDispatch();
  // Called without await by the form: it prevents the default synchronously and shows its own errors.
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      dispatch(loggedIn(await doLogin({ login, password }).unwrap()));
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 8, maxWidth: 320, margin: '64px auto' }}>
      <h1>{T.auth.loginTitle}</h1>
      <input aria-label={T.auth.login} value={login} onChange={(e) => setLogin(e.target.value)} />
      <input aria-label={T.auth.password} type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && <p role="alert">{error}</p>}
      <button type="submit">{T.auth.submit}</button>
    </form>
  );
}

function Gate({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const isLogged = useAppSelector(selectIsLogged);
  return isLogged ? <RouterProvider router={router} /> : <StandaloneLogin />;
}

/**
 * Runs a remote on its own (its dev server proxies /api to the real gateway): the same store
 * and api client as in the shell, with a bare login instead of the shell's layout.
 */
export function renderStandalone(routes: RouteObject[]): void {
  const store = makeStore();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <Gate router={router} />
      </Provider>
    </StrictMode>,
  );
}
