import { ReviewVerdict, SolveStatus, T } from '@school/contracts';
import { QUIZ_TYPES } from '@school/task-kinds';
import { CheckPanel } from './CheckPanel';
import { GroupStudentSwitch } from './GroupStudentSwitch';
import { WorkspaceHost } from './RemoteWorkspace';
import { ReviewVerdictNote } from './ReviewVerdictNote';
import { TaskLayout } from './TaskLayout';
import { TaskNavBar } from './TaskNavBar';
import { taskSideTabs } from './side-tabs';
import { isWorkspaceLocked, workspaceKey } from './task-nav';
import type { LoadedTaskData } from './use-task-data';
import { useResultDialog } from './use-result-dialog';
import { useTaskNav } from './use-task-nav';
import { useTaskReview } from './use-task-review';
import { useTaskStatus } from './use-task-status';

const ignore = () => undefined;

/** /check?studentId=: the teacher reviews a student's answer (read-only) and gives the verdict. */
export function CheckScreen({ data }: { data: LoadedTaskData }) {
  const { task, list, lessonId, studentId, groupId, savedAnswer, theory, params, pathname, navigate, refetchList } = data;
  const taskStatus = useTaskStatus(lessonId, task, studentId);
  const { status, setStatus } = taskStatus;
  const review = useTaskReview(studentId, setStatus, refetchList, task);
  const { next, go } = useTaskNav(data, false);
  const dialog = useResultDialog(task, next, (item) => go(item), () => setStatus(SolveStatus.Open));
  return (
    <TaskLayout
      mode="check"
      nav={<TaskNavBar list={list} currentId={task.id} mode="check" canSkip={false} onOpen={go} onSkip={ignore} />}
      actions={
        <>
          {groupId > 0 && studentId && (
            <GroupStudentSwitch
              groupId={groupId}
              lessonId={lessonId}
              studentId={studentId}
              onSwitch={(id) => {
                const next = new URLSearchParams(params);
                next.set('studentId', String(id));
                next.set('taskId', String(task.id));
                navigate(`${pathname}?${next.toString()}`);
              }}
            />
          )}
          {review.student && (
            <span className="task-header__student">
              {T.task.student}: {review.student.displayName}
            </span>
          )}
          <CheckPanel
            status={status}
            busy={review.busy}
            levels={review.levels}
            limitsTries={QUIZ_TYPES.includes(task.taskType)}
            onLike={(words) => void review.review(ReviewVerdict.Accept, words)}
            onDislike={(words) => void review.review(ReviewVerdict.Reject, words)}
            onCancelCheck={() => void review.review(ReviewVerdict.Cancel)}
          />
        </>
      }
      above={studentId ? <ReviewVerdictNote key={`${task.id}-${studentId}`} taskId={task.id} status={status} studentId={studentId} /> : null}
      workspace={
        <WorkspaceHost
          key={workspaceKey(task, status, studentId)}
          task={task}
          savedAnswer={savedAnswer}
          solveStatus={status}
          mode="check"
          locked={isWorkspaceLocked('check', status)}
          onAnswerChange={ignore}
          onTaskChange={ignore}
          onRun={async () => undefined}
          onResult={dialog.show}
        />
      }
      tabs={taskSideTabs({ task, mode: 'check', theory })}
      dialog={dialog.dialog}
    />
  );
}
