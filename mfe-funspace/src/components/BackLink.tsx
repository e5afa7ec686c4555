import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TFun } from '@school/contracts';
import { backTarget } from '../lib/project-rules';

/** The back link of the project pages (they are standalone: no sidebar). */
export function BackLink() {
  const [search] = useSearchParams();
  const location = useLocation();
  const target = backTarget(search, (location.state as { from?: unknown } | null)?.from);
  return (
    <Link className="fs-back" to={target} data-testid="back-link">
      {target.startsWith('/hackathons') ? TFun.backToHackathons : TFun.backToFunSpace}
    </Link>
  );
}
