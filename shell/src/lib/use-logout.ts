import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi, loggedOut, useAppDispatch, useAppSelector, useLogoutMutation } from '@school/api-client';

/** Logout clears the state and goes to /login; the server revokes the refresh token. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshToken = useAppSelector((s) => s.auth.refreshToken);
  const [revoke] = useLogoutMutation();
  return useCallback(async () => {
    if (refreshToken) await revoke({ refreshToken }).unwrap().catch(() => undefined);
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/login', { replace: true });
  }, [dispatch, navigate, refreshToken, revoke]);
}
