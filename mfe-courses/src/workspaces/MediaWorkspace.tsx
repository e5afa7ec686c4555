import { defineWorkspace, SolveStatus, T, TaskType, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import './workspaces.css';

/** Video and Manga: watch the video or read the comic pages (the task's files), then confirm. */
function MediaWorkspace({ task, locked, mode, solveStatus, onResult }: WorkspaceProps) {
  const video = task.taskType === TaskType.Video;
  const files = task.webResource;
  const done = solveStatus === SolveStatus.Solved;
  const canFinish = mode !== 'check' && !(mode === 'solve' && locked) && !done;
  return (
    <div className="ws ws-manga">
      <TaskDescription task={task} />
      {video
        ? files.slice(0, 1).map((f) => (
            <video key={f.url} className="ws-media" controls src={f.url} onEnded={() => canFinish && onResult({ kind: 'solved' })}>
              {f.name}
            </video>
          ))
        : files.map((f) => <img key={f.url} className="ws-media" src={f.url} alt={f.name} loading="lazy" />)}
      {canFinish && <Button onClick={() => onResult({ kind: 'solved' })}>{video ? T.task.watched : T.task.read}</Button>}
    </div>
  );
}

export default defineWorkspace(MediaWorkspace);
