import { courseTokenReceived, decodeToken, loggedOut, type AppStore } from '@school/api-client';
import { decideUrlToken } from './url-token';

/**
 * Runs before the router exists, so the login guard already sees the course token.
 * Returns false when the page is being reloaded.
 */
export function applyUrlTokenOnLoad(store: AppStore): boolean {
  const { auth } = store.getState();
  const { pathname, search } = window.location;
  const decision = decideUrlToken(pathname, search, decodeToken(auth.token ?? auth.courseToken), decodeToken);
  if (decision.kind === 'none') return true;
  if (decision.kind === 'logoutAndReload') {
    store.dispatch(loggedOut());
    window.location.reload();
    return false;
  }
  if (decision.token) store.dispatch(courseTokenReceived(decision.token));
  window.history.replaceState(window.history.state, '', `${pathname}${decision.cleanSearch}${window.location.hash}`);
  return true;
}
