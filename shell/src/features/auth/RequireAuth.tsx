import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLogged, useAppSelector } from '@school/api-client';

/** Visitors who are not logged in go to /login (the public player and the visitor Fun Space page do not use this). */
export function RequireAuth() {
  const isLogged = useAppSelector(selectIsLogged);
  const location = useLocation();
  if (!isLogged) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
