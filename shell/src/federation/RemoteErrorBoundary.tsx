import { Component, type ReactNode } from 'react';
import { T, TRemotes } from '@school/contracts';
import { Button } from '@school/ui';
import { EXPECTED_CONTRACT_MAJOR, IncompatibleRemoteError } from './remote-registry';

interface Props {
  children: ReactNode;
  onRetry(): void;
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
    return (
      <div className="remote-failed ui-card" role="alert" data-testid="remote-failed">
        <p>{T.remote.failed}</p>
        <Button onClick={this.retry}>{T.remote.retry}</Button>
      </div>
    );
  }
}
