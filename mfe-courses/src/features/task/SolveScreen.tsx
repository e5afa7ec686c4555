import { SolveStatus, T, TaskAction, TLearn } from '@school/contracts';
import { publishRunOutput, selectRole, selectUser, useAppDispatch, useAppSelector } from '@school/api-client';
import { nextOpenTask, withCurrentStatus } from '@school/task-kinds';
import { Button } from '@school/ui';
import { StatusBadge } from '../../components/StatusBadge';
import { WorkspaceHost } from './RemoteWorkspace';
import { TaskLayout } from './TaskLayout';
import { ReviewVerdictNote } from './ReviewVerdictNote';
import { TaskNavBar } from './TaskNavBar';
import { openingTab, taskSideTabs } from './side-tabs';
import { canSkip, hostSaveButton, isStaff, isWorkspaceLocked, navListForRole, nextTask, solveStatusFor, workspaceKey } from './task-nav';
import type { LoadedTaskData } from './use-task-data';
import { useResultDialog } from './use-result-dialog';
import { useTaskNav } from './use-task-nav';
import { useLeaveGuard } from './use-leave-guard';
import { useWarmWorkspaces } from '../../lib/warm-workspace';
import { useTaskSession } from './use-task-session';
import { useTaskStatus } from './use-task-status';

/** /solve: the student's try, saved as it goes, with statuses recorded on the server. */
export function SolveScreen({ data }: { data: LoadedTaskData }) {
  const { task, list, lessonId, savedAnswer, theory, refetchList, taskGroupId } = data;
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const staff = isStaff(role);
  const dispatch = useAppDispatch();
  const taskStatus = useTaskStatus(lessonId, task);
  const { setStatus, recordStatus } = taskStatus;
  // Staff see every task solved: one status for the badge, the buttons, the workspace and the circles.
  const status = solveStatusFor(staff, taskStatus.status);
  const shownStatus = staff ? status : taskStatus.shown;
  // The locks follow the status just recorded (a solved task unlocks the next one at once).
  const wholeLesson = !taskGroupId;
  const navList = withCurrentStatus(navListForRole(list, role), task.id, status, wholeLesson);
  const next = nextOpenTask(navList, task.id);
  const following = nextTask(navList, task.id);
  const hasNext = !!following;
  // The next task's workspace starts warm (Python: Pyodide's files fetched while this one is solved);
  // not when this task's own workspace is the same (it is loading those files right now).
  useWarmWorkspaces([following?.taskType !== task.taskType ? following?.taskType : undefined]);
  const dialog = useResultDialog(task, next, (item) => go(item), () => setStatus(SolveStatus.Open), !hasNext);
  const session = useTaskSession({ lessonId, task, userId: user?.user_id ?? 0, taskStatus, refetchList, showResult: dialog.show, recordsOpen: !staff });
  const { go, goHome } = useTaskNav(data, session.autosave.dirty);
  useLeaveGuard(session.autosave.dirty);

  const skip = async () => {
    if (!(await recordStatus(TaskAction.Skip))) return;
    const fresh = await refetchList();
    const after = withCurrentStatus(navListForRole(fresh.data ?? list, role), task.id, SolveStatus.Skipped, wholeLesson);
    const target = nextOpenTask(after, task.id);
    if (target) go(target);
  };

  return (
    <TaskLayout
      key={task.id}
      mode="solve"
      onHome={goHome}
      nav={<TaskNavBar list={navList} currentId={task.id} mode="solve" canSkip={canSkip('solve', status, hasNext)} onOpen={go} onSkip={() => void skip()} />}
      actions={
        <>
          {hostSaveButton(task.taskType) && (
            <Button variant="secondary" disabled={!session.autosave.dirty} onClick={() => session.autosave.save()}>
              {T.task.save}
            </Button>
          )}
          {shownStatus && <StatusBadge status={shownStatus} />}
        </>
      }
      above={
        <>
          <ReviewVerdictNote taskId={task.id} status={status} />
          {status === SolveStatus.QuizIncorrect && (
            <div className="task-retry">
              <span>{T.results.wrongQuiz}</span>
              <Button variant="secondary" onClick={session.retry}>
                {T.results.retry}
              </Button>
            </div>
          )}
          {session.checkMessage && (
            <div className="task-check-failed" role="alert" data-testid="check-failed">
              <strong>{TLearn.solve.checkFailed}</strong>
              <span>{session.checkMessage}</span>
            </div>
          )}
        </>
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
      initialTab={openingTab(task, 'solve')}
      dialog={dialog.dialog}
    />
  );
}
