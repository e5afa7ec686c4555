import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isNavLinkActive } from './nav-link-active';

/** A sidebar link that is active only on its own page, query parameters included (a group, a course). */
export function QueryNavLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const { pathname, search } = useLocation();
  const active = isNavLinkActive(to, pathname, search);
  return (
    <Link to={to} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined} data-testid={testId}>
      {children}
    </Link>
  );
}
