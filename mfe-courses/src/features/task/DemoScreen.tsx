import { SolveStatus } from '@school/contracts';
import { StatusBadge } from '../../components/StatusBadge';
import { WorkspaceHost } from './RemoteWorkspace';
import { TaskLayout } from './TaskLayout';
import { TaskNavBar } from './TaskNavBar';
import { TryCheckPanel } from './TryCheckPanel';
import { taskSideTabs } from './side-tabs';
import { isWorkspaceLocked, workspaceKey } from './task-nav';
import type { LoadedTaskData } from './use-task-data';
import { useResultDialog } from './use-result-dialog';
import { useTaskNav } from './use-task-nav';
import { useTaskStatus } from './use-task-status';

const ignore = () => undefined;

/** /demo: the task as a student sees it, tried without saving anything or making status calls. */
export function DemoScreen({ data }: { data: LoadedTaskData }) {
  const { task, list, lessonId, theory } = data;
  const { status, setStatus } = useTaskStatus(lessonId, task);
  const { next, go, goHome } = useTaskNav(data, false);
  const dialog = useResultDialog(task, next, (item) => go(item), () => setStatus(SolveStatus.Open));
  return (
    <TaskLayout
      mode="demo"
      onHome={goHome}
      nav={<TaskNavBar list={list} currentId={task.id} mode="demo" canSkip={false} onOpen={go} onSkip={ignore} />}
      actions={
        <>
          <TryCheckPanel task={task} />
          <StatusBadge status={status} />
        </>
      }
      workspace={
        <WorkspaceHost
          key={workspaceKey(task, status)}
          task={task}
          savedAnswer={[]}
          solveStatus={status}
          mode="demo"
          locked={isWorkspaceLocked('demo', status)}
          onAnswerChange={ignore}
          onTaskChange={ignore}
          onRun={async () => undefined}
          onResult={dialog.show}
        />
      }
      tabs={taskSideTabs({ task, mode: 'demo', theory })}
      dialog={dialog.dialog}
    />
  );
}
