import { SolveStatus, T, TaskAction } from '@school/contracts';
import { publishRunOutput, selectRole, selectUser, useAppDispatch, useAppSelector } from '@school/api-client';
import { Button } from '@school/ui';
import { StatusBadge } from '../../components/StatusBadge';
import { WorkspaceHost } from './RemoteWorkspace';
import { TaskLayout } from './TaskLayout';
import { TaskNavBar } from './TaskNavBar';
import { taskSideTabs } from './side-tabs';
import { canSkip, isWorkspaceLocked, navListForRole, nextTask, workspaceKey } from './task-nav';
import type { LoadedTaskData } from './use-task-data';
import { useResultDialog } from './use-result-dialog';
import { useTaskNav } from './use-task-nav';
import { useTaskSession } from './use-task-session';
import { useTaskStatus } from './use-task-status';

/** /solve: the student's try, saved as it goes, with statuses recorded on the server. */
export function SolveScreen({ data }: { data: LoadedTaskData }) {
  const { task, list, lessonId, savedAnswer, theory, refetchList } = data;
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const navList = navListForRole(list, role);
  const staff = navList !== list;
  const dispatch = useAppDispatch();
  const taskStatus = useTaskStatus(lessonId, task);
  const { status, setStatus, recordStatus } = taskStatus;
  const next = nextTask(list, task.id);
  const dialog = useResultDialog(task, next, (item) => go(item), () => setStatus(SolveStatus.Open));
  const session = useTaskSession({ lessonId, task, userId: user?.user_id ?? 0, taskStatus, refetchList, showResult: dialog.show, recordsOpen: !staff });
  const { go, goHome } = useTaskNav(data, session.autosave.dirty);

  const skip = async () => {
    if (!next) return;
    if (await recordStatus(TaskAction.Skip)) {
      await refetchList();
      go(next);
    }
  };

  return (
    <TaskLayout
      mode="solve"
      onHome={goHome}
      nav={<TaskNavBar list={navList} currentId={task.id} mode="solve" canSkip={canSkip('solve', status, !!next)} onOpen={go} onSkip={skip} />}
      actions={
        <>
          <Button variant="secondary" disabled={!session.autosave.dirty} onClick={() => session.autosave.save()}>
            {T.task.save}
          </Button>
          <StatusBadge status={status} />
        </>
      }
      above={
        status === SolveStatus.QuizIncorrect && (
          <div className="task-retry">
            <span>{T.results.wrongQuiz}</span>
            <Button variant="secondary" onClick={session.retry}>
              {T.results.retry}
            </Button>
          </div>
        )
      }
      workspace={
        <WorkspaceHost
          key={workspaceKey(task, status)}
          task={task}
          savedAnswer={savedAnswer}
          solveStatus={status}
          mode="solve"
          locked={isWorkspaceLocked('solve', status)}
          onAnswerChange={session.autosave.change}
          onTaskChange={() => undefined}
          onRun={session.onRun}
          onResult={(r) => void session.onResult(r)}
          onRunOutput={(output) => dispatch(publishRunOutput({ taskId: task.id, output }))}
        />
      }
      tabs={taskSideTabs({ task, mode: 'solve', theory })}
      dialog={dialog.dialog}
    />
  );
}
