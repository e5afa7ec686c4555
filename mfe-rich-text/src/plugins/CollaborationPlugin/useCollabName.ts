import { selectUser, type RootState } from '@school/api-client';
import { useContext, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import { guestName } from './collabAddress';

/** The name on this user's caret: the login of the page's session, a guest name on the public demo (no store). */
export function useCollabName(): string {
  const store = useContext(ReactReduxContext)?.store;
  const [name] = useState(() => (store ? selectUser(store.getState() as RootState)?.user : undefined) ?? guestName());
  return name;
}
