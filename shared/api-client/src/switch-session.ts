import type { Dispatch } from '@reduxjs/toolkit';
import type { SessionDto } from '@school/contracts';
import { loggedIn } from './auth-slice';

/**
 * Replaces the session and loads `to` afresh. A full load guarantees that nothing of the previous
 * session's pages outlives it: no poll or request in flight goes out with the new token (a
 * teacher's live grid polled with a student's token gets 403, and a 403 that cannot be refreshed
 * logs out), and no cached answer of the other user is shown.
 */
export function switchSession(dispatch: Dispatch, session: SessionDto, to: string): void {
  dispatch(loggedIn(session)); // the store writes the session to storage synchronously
  window.location.assign(to);
}
