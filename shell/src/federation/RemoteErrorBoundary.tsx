import { Component, type ReactNode } from 'react';
import { T } from '@school/contracts';
import { Button } from '@school/ui';

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
    if (!this.state.error) return this.props.children;
    return (
      <div className="remote-failed ui-card" role="alert" data-testid="remote-failed">
        <p>{T.remote.failed}</p>
        <Button onClick={this.retry}>{T.remote.retry}</Button>
      </div>
    );
  }
}
