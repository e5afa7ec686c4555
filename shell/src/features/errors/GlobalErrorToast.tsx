import { useSyncExternalStore } from 'react';
import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { downloadErrorLog, type ErrorLog } from './error-log';
import { globalError } from './global-error-store';

export function ErrorToastView({ log, onHome }: { log: ErrorLog; onHome(): void }) {
  return (
    <div className="global-error" role="alertdialog" data-testid="global-error">
      <p>{T.globalError.text}</p>
      <div className="global-error__actions">
        <Button variant="secondary" onClick={() => downloadErrorLog(log)}>
          {T.globalError.downloadLog}
        </Button>
        <Button onClick={onHome}>{T.globalError.home}</Button>
      </div>
    </div>
  );
}

/** Persistent (never auto-closing) toast for unexpected errors anywhere on the page. */
export function GlobalErrorToast() {
  const log = useSyncExternalStore(globalError.subscribe, globalError.get);
  if (!log) return null;
  return (
    <ErrorToastView
      log={log}
      onHome={() => {
        globalError.clear();
        window.location.assign('/');
      }}
    />
  );
}
