import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { T, type TaskTypeModule, type WorkspaceProps } from '@school/contracts';
import { loadTaskTypeModule, taskTypeModuleOf } from '@school/api-client';
import { Button, Spinner } from '@school/ui';
import { LOCAL_MODULES } from '../../workspaces/registry';
import { localModuleFor } from '../../workspaces/workspace-modules';

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

/** Loads a workspace from another remote through the shell's loader (manifest taskTypes map). */
async function loadWorkspace(taskType: string): Promise<{ default: ComponentType<WorkspaceProps> }> {
  const mod = await loadTaskTypeModule<{ default?: ComponentType<WorkspaceProps> }>(taskType);
  if (!mod) return { default: UnknownTaskType };
  if (!mod.default) throw new Error(`workspace ${taskType} is empty`);
  return { default: mod.default };
}

/** The manifest's entry for a task type; undefined standalone or under an older shell without the lookup. */
function manifestEntry(taskType: string): TaskTypeModule | null | undefined {
  try {
    return taskTypeModuleOf(taskType);
  } catch {
    return undefined;
  }
}

/** The workspace of a task type: local to this remote, from another remote, or the fallback screen. */
export function WorkspaceHost(props: WorkspaceProps) {
  const type = props.task.taskType;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: the runtime does not cache failures, so retry reloads.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Remote = useMemo(() => lazy(() => loadWorkspace(type)), [type, attempt]);
  // The manifest decides who serves the type; this remote's own modules render directly.
  const localModule = localModuleFor(type, manifestEntry(type));
  const Local = localModule ? LOCAL_MODULES[localModule] : undefined;
  if (Local) return <Local {...props} />;
  return (
    <WorkspaceBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Spinner />}>
        <Remote {...props} />
      </Suspense>
    </WorkspaceBoundary>
  );
}
