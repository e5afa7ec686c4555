import { useEffect } from 'react';
import { decodeToken, loggedOut, useAppDispatch, useAppSelector } from '@school/api-client';

/** A token that cannot be decoded forces logout (RequireAuth then sends the user to /login). */
export function SessionGuard() {
  const auth = useAppSelector((s) => s.auth);
  const dispatch = useAppDispatch();

  useEffect(() => {
    const token = auth.token ?? auth.courseToken;
    if (token && !decodeToken(token)) dispatch(loggedOut());
  }, [auth.token, auth.courseToken, dispatch]);

  return null;
}
