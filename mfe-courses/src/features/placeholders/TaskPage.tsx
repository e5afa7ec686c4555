import { useLocation } from 'react-router-dom';
import { T } from '@school/contracts';
import { PageTitle } from '@school/ui';

/** The task screen family (/solve, /demo, /edit, /check) arrives with the learning issue. */
export default function TaskPage() {
  const { pathname } = useLocation();
  return <PageTitle note={T.comingSoon}>{`${T.nav.tasks}: ${pathname.slice(1)}`}</PageTitle>;
}
