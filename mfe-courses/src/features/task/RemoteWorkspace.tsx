import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { T, type RemoteManifest, type WorkspaceProps } from '@school/contracts';
import { Button, Spinner } from '@school/ui';
import { LOCAL_WORKSPACES } from '../../workspaces/registry';

let manifestPromise: Promise<RemoteManifest | null> | null = null;

/** The remote manifest the shell serves; read once. */
function readManifest(): Promise<RemoteManifest | null> {
  manifestPromise ??= fetch('/remotes.json')
    .then((r) => (r.ok ? (r.json() as Promise<RemoteManifest>) : null))
    .catch(() => {
      manifestPromise = null;
      return null;
    });
  return manifestPromise;
}

class WorkspaceBoundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="task-fallback" role="alert">
        <p>{T.remote.failed}</p>
        <Button
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {T.remote.retry}
        </Button>
      </div>
    );
  }
}

function UnknownTaskType() {
  return (
    <div className="task-fallback" role="alert">
      <p>{T.remote.unknownTaskType}</p>
    </div>
  );
}

/** Loads a workspace from another remote by the manifest's taskTypes map (the runtime is the shell's). */
function loadWorkspace(taskType: string): Promise<{ default: ComponentType<WorkspaceProps> }> {
  return readManifest().then(async (manifest) => {
    const ref = manifest?.taskTypes[taskType];
    if (!ref) return { default: UnknownTaskType };
    const mod = await loadRemote<{ default: ComponentType<WorkspaceProps> }>(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`);
    if (!mod?.default) throw new Error(`workspace ${taskType} is empty`);
    return mod;
  });
}

/** The workspace of a task type: local to this remote, from another remote, or the fallback screen. */
export function WorkspaceHost(props: WorkspaceProps) {
  const type = props.task.taskType;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: the runtime does not cache failures, so retry reloads.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Remote = useMemo(() => lazy(() => loadWorkspace(type)), [type, attempt]);
  const Local = LOCAL_WORKSPACES[type];
  if (Local) return <Local {...props} />;
  return (
    <WorkspaceBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Spinner />}>
        <Remote {...props} />
      </Suspense>
    </WorkspaceBoundary>
  );
}
