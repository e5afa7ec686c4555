import { selectUser, type RootState } from '@school/api-client';
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';

/** Who votes when nobody is logged in: the public /demo page only (it has no session). */
export const ANONYMOUS_VOTER = 0;

/** The voter of a poll (spec 3.8: votes are one number per voter): the logged-in user's id. */
export function voterOf(state: unknown): number {
  return selectUser(state as RootState)?.user_id ?? ANONYMOUS_VOTER;
}

const noSubscription = () => () => {};

/**
 * The logged-in user's id from the page's store (the shell's, shared by every remote). The
 * editor also runs without a store (the remote's public demo page): the voter is then anonymous.
 */
export function useVoterId(): number {
  const store = useContext(ReactReduxContext)?.store;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () => (store ? voterOf(store.getState()) : ANONYMOUS_VOTER));
}
