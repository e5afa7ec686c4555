import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Role } from '@school/contracts';
import { courseTokenReceived, decodeToken, loggedOut, useAppDispatch, useAppSelector } from '@school/api-client';

const TOKEN_PAGES = ['/demo', '/edit', '/check'];

/**
 * A token in the address of demo/edit/check is saved as the course token and removed from the
 * address. A teacher token arriving while a teacher is logged in forces logout and reload.
 */
export function useUrlToken(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.auth);

  useEffect(() => {
    if (!TOKEN_PAGES.some((p) => location.pathname.startsWith(p))) return;
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    if (!token) return;
    const incoming = decodeToken(token);
    const current = decodeToken(session.token ?? session.courseToken);
    if (incoming?.role === Role.Teacher && current?.role === Role.Teacher) {
      dispatch(loggedOut());
      window.location.reload();
      return;
    }
    if (incoming) dispatch(courseTokenReceived(token));
    params.delete('token');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, dispatch, navigate, session.token, session.courseToken]);
}
