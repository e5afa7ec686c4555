import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { TaskTypeModule } from '@school/contracts';
import { Spinner } from '@school/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteModule } from './remote-registry';

interface Props {
  module: TaskTypeModule;
  props?: Record<string, unknown>;
  /** The module is a whole page: a failure shows the spec's error screen. */
  page?: boolean;
}

/** Renders one exposed module of a remote, isolated by its own error boundary. */
export function RemoteModule({ module, props, page = false }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches a rejected import forever.
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(module);
        return { default: mod.default };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module.remote, module.module, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} page={page} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Spinner />}>
        <Lazy {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
