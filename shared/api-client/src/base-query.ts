import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiPaths, Role, type RefreshResponse } from '@school/contracts';
import { loggedOut, tokenRefreshed, type AuthState } from './auth-slice';
import { readStoredSession } from './session-storage';
import { decodeToken } from './token';

type State = { auth: AuthState };

/** Pages that use the course token given through the address, when there is one. */
const COURSE_TOKEN_PAGES = ['/demo', '/edit', '/check'];

function bearerOf(auth: AuthState): string | null {
  const path = globalThis.location?.pathname ?? '';
  if (auth.courseToken && COURSE_TOKEN_PAGES.some((p) => path.startsWith(p))) return auth.courseToken;
  return auth.token ?? auth.courseToken;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers, { getState }) {
    const bearer = bearerOf((getState() as State).auth);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    return headers;
  },
});

// One refresh at a time: parallel 401s (of RTK Query calls and of plain fetches) wait for the same refresh.
let refreshing: Promise<boolean> | null = null;

type Dispatch = BaseQueryApi['dispatch'];

async function refresh(dispatch: Dispatch, getState: () => unknown): Promise<boolean> {
  const { auth } = getState() as State;
  const claims = decodeToken(auth.token);
  if (!auth.refreshToken || !claims) return false;
  // Refresh tokens are single-use: another tab of the same session may already have rotated it.
  // Reusing the old one would end the session everywhere, so take the newer pair from storage.
  const stored = readStoredSession();
  if (stored.refreshToken && stored.token && stored.refreshToken !== auth.refreshToken && decodeToken(stored.token)?.user_id === claims.user_id) {
    dispatch(tokenRefreshed({ token: stored.token, authExpire: stored.authExpire ?? 0, refreshToken: stored.refreshToken }));
    return true;
  }
  // Through the same fetchBaseQuery as every call (only its dispatch and state are used here).
  const api: BaseQueryApi = { signal: new AbortController().signal, abort: () => undefined, dispatch, getState, extra: undefined, endpoint: 'refresh', type: 'mutation' };
  const result = await rawBaseQuery({ url: ApiPaths.refresh, method: 'POST', body: { login: claims.user, password: auth.refreshToken, role: claims.role ?? Role.Student } }, api, {});
  const data = result.data as (RefreshResponse & { data?: RefreshResponse }) | undefined;
  const fresh = data?.data ?? data;
  if (!fresh?.token) return false;
  dispatch(tokenRefreshed({ token: fresh.token, authExpire: fresh.authExpire, refreshToken: fresh.refreshToken }));
  return true;
}

/** Refreshes the session's token (shared with any refresh under way); false when it cannot be. */
function refreshShared(dispatch: Dispatch, getState: () => unknown): Promise<boolean> {
  refreshing ??= refresh(dispatch, getState).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A thunk for calls made without RTK Query (the player pages' plain fetch): refreshes the token
 * after a 401, or logs the user out when that fails, as every RTK Query call does.
 */
export const refreshSession = () => async (dispatch: Dispatch, getState: () => unknown): Promise<boolean> => {
  const ok = await refreshShared(dispatch, getState);
  if (!ok) dispatch(loggedOut());
  return ok;
};

/**
 * Bearer token on every call; on 401 or 403 the token is refreshed and the call retried once;
 * a failed refresh (401, 403, 500, network) logs the user out.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  let result = await rawBaseQuery(args, api, extra);
  const status = result.error?.status;
  if (status !== 401 && status !== 403) return result;
  const url = typeof args === 'string' ? args : args.url;
  if (url === ApiPaths.login || url === ApiPaths.refresh) return result;

  if (await refreshShared(api.dispatch, api.getState)) {
    result = await rawBaseQuery(args, api, extra);
  } else {
    api.dispatch(loggedOut());
  }
  return result;
};
