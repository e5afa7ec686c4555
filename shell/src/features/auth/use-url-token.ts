import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { courseTokenReceived, decodeToken, loggedOut, useAppDispatch, useAppStore } from '@school/api-client';
import { decideUrlToken } from './url-token';

/**
 * A token in the address of demo/edit/check is saved as the course token and removed from the
 * address; a teacher token arriving while a teacher is logged in forces logout and reload.
 * Page loads are handled before the first render (see applyUrlTokenOnLoad); this hook covers
 * navigations inside the running app.
 */
export function useUrlToken(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const { auth } = store.getState();
    const decision = decideUrlToken(location.pathname, location.search, decodeToken(auth.token ?? auth.courseToken), decodeToken);
    if (decision.kind === 'none') return;
    if (decision.kind === 'logoutAndReload') {
      dispatch(loggedOut());
      window.location.reload();
      return;
    }
    if (decision.token) dispatch(courseTokenReceived(decision.token));
    navigate({ pathname: location.pathname, search: decision.cleanSearch }, { replace: true });
  }, [location.pathname, location.search, dispatch, navigate, store]);
}
