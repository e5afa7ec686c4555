import { T, WindowId, type TaskDto, type TheoryDto, type WorkspaceMode } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import { taskKind, windowText } from '@school/task-kinds';
import { RichText, type SideTab } from '@school/ui';
import { LOCAL_TASK_TYPE_MODULES } from '../../workspaces/workspace-modules';

interface Input {
  task: TaskDto;
  mode: WorkspaceMode;
  theory: TheoryDto | undefined;
  /** The text of a window: the task's, or the author's draft in edit mode. */
  textOf?: (windowId: number) => string;
  /** Edit mode: the windows become text areas that change the draft. */
  editWindow?: (windowId: number, text: string) => void;
}

/** The workspace shows the spec's side panel itself (the block games): the host adds none, in any mode. */
const ownSidePanel = (type: string) => taskKind(type)?.ownSidePanel === true;

/**
 * Kinds whose solution the host checks ('Проверить решение': the declaration's `solutionCheck`)
 * are the code kinds whose /edit workspace holds 'Заготовка для ученика', 'Решение' and 'Проверка'
 * as named windows: the side panel leaves those two out there, so each window has one editor.
 */
const authorWindowsInWorkspace = (type: string) => taskKind(type)?.solutionCheck !== undefined;

/** The side panel's tabs: task, solution (not while solving), check (edit only) and theory or the presentation. */
export function taskSideTabs({ task, mode, theory, textOf = (w) => windowText(task, w), editWindow }: Input): SideTab[] {
  if (ownSidePanel(task.taskType)) return [];
  // Descriptions and solutions are formatted text; a check window is code, shown as it is.
  const windowTab = (id: string, label: string, w: number, disabled: boolean, formatted = true): SideTab => ({
    id,
    label,
    disabled,
    content: editWindow ? (
      <textarea className="side-editor" aria-label={label} value={textOf(w)} onChange={(e) => editWindow(w, e.target.value)} />
    ) : formatted ? (
      <RichText className="side-text" content={textOf(w)} load={loadRemoteModule} />
    ) : (
      <div className="side-text">{textOf(w)}</div>
    ),
  });
  // The check tab is the window the kind declares for its check; kinds without a check have none.
  const checkWindow = taskKind(task.taskType)?.checkWindow;
  const presentation = theory?.resources.find((r) => r.resourceType === 'Presentation');
  const inWorkspace = mode === 'edit' && authorWindowsInWorkspace(task.taskType);
  return [
    windowTab('task', T.task.tabTask, WindowId.description, false),
    ...(inWorkspace
      ? []
      : [
          windowTab('solution', T.task.tabSolution, WindowId.solution, mode === 'solve'),
          ...(checkWindow === undefined ? [] : [windowTab('check', T.task.tabCheck, checkWindow, mode !== 'edit', false)]),
        ]),
    {
      id: 'theory',
      label: presentation ? T.presentationTab : T.task.tabTheory,
      disabled: !theory?.text && !presentation,
      content: presentation ? (
        <iframe className="side-frame" title={T.presentationTab} src={presentation.url} />
      ) : (
        <RichText className="side-text" content={theory?.text ?? ''} load={loadRemoteModule} />
      ),
    },
  ];
}

/**
 * The tab open when a task opens: on /solve the task's description, so a child reads what to do
 * before the starter code (Python, JS, web, Scratch). This remote's own workspaces (quizzes,
 * texts, media) and those with their own side panel (the block games, which open theirs on the
 * description) show it themselves, and an empty one leaves the panel closed.
 */
export function openingTab(task: Pick<TaskDto, 'taskText' | 'taskType'>, mode: WorkspaceMode): string | undefined {
  if (mode !== 'solve' || ownSidePanel(task.taskType) || task.taskType in LOCAL_TASK_TYPE_MODULES) return undefined;
  const description = windowText(task, WindowId.description);
  return description.trim() ? 'task' : undefined;
}
