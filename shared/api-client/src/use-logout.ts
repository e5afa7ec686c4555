import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { baseApi, useLogoutMutation } from "./base-api";
import { loggedOut } from "./auth-slice";
import { useAppDispatch, useAppSelector } from "./store";

/**
 * The one logout of the page (the sidebar's Выход and the Fun Space profile menu): the server
 * revokes the refresh token, the session and every cached answer are dropped, then /login.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshToken = useAppSelector((s) => s.auth.refreshToken);
  const [revoke] = useLogoutMutation();
  return useCallback(async () => {
    // A failed revoke must not keep the child logged in on a shared computer.
    if (refreshToken)
      await revoke({ refreshToken })
        .unwrap()
        .catch(() => undefined);
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    // Not awaited: a data router's navigation settles by itself (it reports its own errors); the logout is done.
    void navigate("/login", { replace: true });
  }, [dispatch, navigate, refreshToken, revoke]);
}
