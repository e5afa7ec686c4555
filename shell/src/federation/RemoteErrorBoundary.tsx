import { Component, type ReactNode } from 'react';
import { T, TRemotes } from '@school/contracts';
import { Button } from '@school/ui';
import { EXPECTED_CONTRACT_MAJOR, IncompatibleRemoteError } from './remote-registry';
import { ErrorToastView } from '../features/errors/GlobalErrorToast';
import { toErrorLog } from '../features/errors/error-log';

interface Props {
  children: ReactNode;
  onRetry(): void;
  /** A whole page (not a part of one): its failure shows the spec's error screen. */
  page?: boolean;
}

/** Keeps the page alive when a remote fails to load or throws; offers a retry without reload. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[remote]', error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof IncompatibleRemoteError) {
      // A retry cannot help: the remote must be rebuilt (or the shell updated).
      return (
        <div className="remote-failed ui-card" role="alert" data-testid="remote-incompatible">
          <p>{TRemotes.incompatible(error.contract, String(EXPECTED_CONTRACT_MAJOR))}</p>
          <Button onClick={() => window.location.reload()}>{TRemotes.reload}</Button>
        </div>
      );
    }
    const retry = (
      <Button variant={this.props.page ? 'secondary' : 'primary'} onClick={this.retry}>
        {T.remote.retry}
      </Button>
    );
    return (
      <div className="remote-failed ui-card" role="alert" data-testid="remote-failed">
        <p>{T.remote.failed}</p>
        {this.props.page ? (
          // A page: the spec's error screen (the log and the way home) with this boundary's retry.
          <ErrorToastView log={toErrorLog(error, window.location.href)} onHome={() => window.location.assign('/')}>
            {retry}
          </ErrorToastView>
        ) : (
          retry
        )}
      </div>
    );
  }
}
