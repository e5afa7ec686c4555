import { WindowId, type TaskDto } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import { RichText } from '@school/ui';

export function windowText(task: TaskDto, windowId: number): string {
  return task.taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

/** The task's description window, shown at the top of simple workspaces. */
export function TaskDescription({ task }: { task: TaskDto }) {
  const text = windowText(task, WindowId.description);
  return (
    <div className="ws-description">
      <h2>{task.taskName}</h2>
      <RichText className="ws-description__text" content={text} load={loadRemoteModule} />
    </div>
  );
}
