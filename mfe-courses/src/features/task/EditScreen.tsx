import { SolveStatus, T, TLearn, TaskType, WindowId } from '@school/contracts';
import { QUIZ_KIND_TYPES } from '@school/task-kinds';
import { Button } from '@school/ui';
import { StatusBadge } from '../../components/StatusBadge';
import { KindEditor } from './KindEditor';
import { QuizEditor } from './QuizEditor';
import { WorkspaceHost } from './RemoteWorkspace';
import { TaskLayout } from './TaskLayout';
import { TaskNavBar } from './TaskNavBar';
import { TryCheckPanel } from './TryCheckPanel';
import { taskSideTabs } from './side-tabs';
import { isWorkspaceLocked, workspaceKey } from './task-nav';
import type { LoadedTaskData } from './use-task-data';
import { useEditDrafts } from './use-edit-drafts';
import { useResultDialog } from './use-result-dialog';
import { useTaskNav } from './use-task-nav';
import { useLeaveGuard } from './use-leave-guard';
import { useTaskStatus } from './use-task-status';

const ignore = () => undefined;

/**
 * /edit: the author edits the task's windows (side panel, kind editors, the workspace's own editor),
 * tries the solution against the server check and saves them.
 */
export function EditScreen({ data }: { data: LoadedTaskData }) {
  const { task, list, lessonId, theory } = data;
  const { status, setStatus } = useTaskStatus(lessonId, task);
  const drafts = useEditDrafts(lessonId, task);
  const { next, go } = useTaskNav(data, drafts.dirty);
  useLeaveGuard(drafts.dirty);
  const dialog = useResultDialog(task, next, (item) => go(item), () => setStatus(SolveStatus.Open));
  const editsQuiz = task.taskType === TaskType.Quiz;
  const editsKind = QUIZ_KIND_TYPES.includes(task.taskType);
  return (
    <TaskLayout
      mode="edit"
      nav={<TaskNavBar list={list} currentId={task.id} mode="edit" canSkip={false} onOpen={go} onSkip={ignore} />}
      actions={
        <>
          <Button variant="secondary" disabled={!drafts.dirty} onClick={() => void drafts.save()}>
            {T.task.save}
          </Button>
          <TryCheckPanel task={task} taskText={drafts.draftTask.taskText} unsaved={drafts.dirty} />
          <StatusBadge status={status} />
        </>
      }
      above={
        <>
          {editsQuiz && <QuizEditor quiz={drafts.quizDraft} onChange={drafts.setQuiz} />}
          {editsKind && (
            <KindEditor taskType={task.taskType} text={drafts.textOf(WindowId.frontendConfig)} onChange={(t) => drafts.editWindow(WindowId.frontendConfig, t)} />
          )}
          {(editsQuiz || editsKind) && <h3 className="task-preview-title">{TLearn.editor.preview}</h3>}
        </>
      }
      workspace={
        <WorkspaceHost
          key={`${workspaceKey(task, status, undefined, editsKind ? drafts.textOf(WindowId.frontendConfig) : '')}-${drafts.savedVersion}`}
          task={drafts.draftTask}
          savedAnswer={[]}
          solveStatus={status}
          mode="edit"
          locked={isWorkspaceLocked('edit', status)}
          onAnswerChange={ignore}
          onTaskChange={drafts.setTexts}
          onRun={async () => undefined}
          onResult={dialog.show}
        />
      }
      tabs={taskSideTabs({ task, mode: 'edit', theory, textOf: drafts.textOf, editWindow: drafts.editWindow })}
      dialog={dialog.dialog}
    />
  );
}
