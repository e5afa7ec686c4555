import { useEffect, useState } from 'react';
import type { ProjectDto } from '@school/contracts';
import { refreshSession, useAppStore } from '@school/api-client';
import { ProjectLoadError, fetchProject } from '../../lib/funspace-api';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; project: ProjectDto }
  | { kind: 'private' }
  | { kind: 'error'; message: string }
  /** No such project (404), or no usable id in the address. */
  | { kind: 'absent'; message: string };

/** Loads a project for a player page; a private project of someone else is its own state. */
export function useProjectLoader(
  url: string | null,
  token: string | null,
  missingMessage: string,
  anonymousUrl: string | null = null,
): LoadState {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const store = useAppStore();
  useEffect(() => {
    if (!url) {
      setState({ kind: 'absent', message: missingMessage });
      return;
    }
    let alive = true;
    setState({ kind: 'loading' });
    // An expired token must not hide a project, the owner's own private one least of all: the token
    // is refreshed and the load retried with the new one; when the session cannot be refreshed (the
    // user is logged out) the project loads as for a visitor (user 0).
    fetchProject(url, token)
      .catch(async (e: unknown) => {
        if (!(token && e instanceof ProjectLoadError && e.status === 401)) throw e;
        const fresh = (await store.dispatch(refreshSession())) ? store.getState().auth.token : null;
        if (fresh) return fetchProject(url, fresh);
        if (anonymousUrl) return fetchProject(anonymousUrl, null);
        throw e;
      })
      .then(
      (project) => alive && setState({ kind: 'ready', project }),
      (e: unknown) => {
        if (!alive) return;
        if (e instanceof ProjectLoadError && e.code === 'PROJECT_PRIVATE') setState({ kind: 'private' });
        else if (e instanceof ProjectLoadError && e.status === 404) setState({ kind: 'absent', message: e.message });
        else setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      alive = false;
    };
  }, [url, token, missingMessage, anonymousUrl, store]);
  return state;
}
