import { useSyncExternalStore, type ReactNode } from 'react';
import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { downloadErrorLog, type ErrorLog } from './error-log';
import { globalError } from './global-error-store';

/** The spec's error screen; `children` are further actions (a failed page adds its retry). */
export function ErrorToastView({ log, onHome, children }: { log: ErrorLog; onHome(): void; children?: ReactNode }) {
  return (
    <div className="global-error" role="alertdialog" data-testid="global-error">
      <p>{T.globalError.text}</p>
      <div className="global-error__actions">
        <Button variant="secondary" onClick={() => downloadErrorLog(log)}>
          {T.globalError.downloadLog}
        </Button>
        <Button onClick={onHome}>{T.globalError.home}</Button>
        {children}
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
