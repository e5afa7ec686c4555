import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
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

// One refresh at a time: parallel 401s wait for the same refresh.
let refreshing: Promise<boolean> | null = null;

async function refresh(api: Parameters<BaseQueryFn>[1], extra: object): Promise<boolean> {
  const { auth } = api.getState() as State;
  const claims = decodeToken(auth.token);
  if (!auth.refreshToken || !claims) return false;
  // Refresh tokens are single-use: another tab of the same session may already have rotated it.
  // Reusing the old one would end the session everywhere, so take the newer pair from storage.
  const stored = readStoredSession();
  if (stored.refreshToken && stored.token && stored.refreshToken !== auth.refreshToken && decodeToken(stored.token)?.user_id === claims.user_id) {
    api.dispatch(tokenRefreshed({ token: stored.token, authExpire: stored.authExpire ?? 0, refreshToken: stored.refreshToken }));
    return true;
  }
  const result = await rawBaseQuery(
    {
      url: ApiPaths.refresh,
      method: 'POST',
      body: { login: claims.user, password: auth.refreshToken, role: claims.role ?? Role.Student },
    },
    api,
    extra,
  );
  const data = result.data as (RefreshResponse & { data?: RefreshResponse }) | undefined;
  const fresh = data?.data ?? data;
  if (!fresh?.token) return false;
  api.dispatch(tokenRefreshed({ token: fresh.token, authExpire: fresh.authExpire, refreshToken: fresh.refreshToken }));
  return true;
}

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

  refreshing ??= refresh(api, extra as object).finally(() => {
    refreshing = null;
  });
  if (await refreshing) {
    result = await rawBaseQuery(args, api, extra);
  } else {
    api.dispatch(loggedOut());
  }
  return result;
};
