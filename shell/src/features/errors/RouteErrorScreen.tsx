import { useRouteError } from 'react-router-dom';
import { useMemo } from 'react';
import { ErrorToastView } from './GlobalErrorToast';
import { toErrorLog } from './error-log';

/** The error screen of a route: the persistent error toast with the log and the way home. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const log = useMemo(() => toErrorLog(error, window.location.href), [error]);
  return (
    <div className="route-error">
      <ErrorToastView log={log} onHome={() => window.location.assign('/')} />
    </div>
  );
}
