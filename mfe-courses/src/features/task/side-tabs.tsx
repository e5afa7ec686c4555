import { T, TaskType, WindowId, type TaskDto, type TheoryDto, type WorkspaceMode } from '@school/contracts';
import { RichText } from '../../components/RichText';
import { LOCAL_TASK_TYPE_MODULES } from '../../workspaces/workspace-modules';
import type { SideTab } from './SidePanel';

interface Input {
  task: TaskDto;
  mode: WorkspaceMode;
  theory: TheoryDto | undefined;
  /** The text of a window: the task's, or the author's draft in edit mode. */
  textOf?: (windowId: number) => string;
  /** Edit mode: the windows become text areas that change the draft. */
  editWindow?: (windowId: number, text: string) => void;
}

/**
 * Task types whose workspace shows its own 'Задание/Решение/Проверка/Теория' tabs beside its game
 * (the block games): outside edit mode the host adds none, so the screen has one set. In edit
 * mode the host's tabs stay, as they are where the author writes the description and solution.
 */
const OWN_TABS: readonly TaskType[] = [TaskType.Blockly, TaskType.CustomGame];

/** The side panel's tabs: task, solution (not while solving), check (edit only) and theory or the presentation. */
export function taskSideTabs({ task, mode, theory, textOf = (w) => task.taskText.find((t) => t.windowId === w)?.text ?? '', editWindow }: Input): SideTab[] {
  if (mode !== 'edit' && OWN_TABS.includes(task.taskType)) return [];
  // Descriptions and solutions are formatted text; a check window is code, shown as it is.
  const windowTab = (id: string, label: string, w: number, disabled: boolean, formatted = true): SideTab => ({
    id,
    label,
    disabled,
    content: editWindow ? (
      <textarea className="side-editor" aria-label={label} value={textOf(w)} onChange={(e) => editWindow(w, e.target.value)} />
    ) : formatted ? (
      <RichText className="side-text" content={textOf(w)} />
    ) : (
      <div className="side-text">{textOf(w)}</div>
    ),
  });
  const checkWindow = task.taskType === TaskType.JS ? WindowId.jsCheck : task.taskType === TaskType.Frontend ? WindowId.frontendCheck : WindowId.pythonCheck;
  const presentation = theory?.resources.find((r) => r.resourceType === 'Presentation');
  return [
    windowTab('task', T.task.tabTask, WindowId.description, false),
    windowTab('solution', T.task.tabSolution, WindowId.solution, mode === 'solve'),
    windowTab('check', T.task.tabCheck, checkWindow, mode !== 'edit', false),
    {
      id: 'theory',
      label: presentation ? T.presentationTab : T.task.tabTheory,
      disabled: !theory?.text && !presentation,
      content: presentation ? (
        <iframe className="side-frame" title={T.presentationTab} src={presentation.url} />
      ) : (
        <RichText className="side-text" content={theory?.text ?? ''} />
      ),
    },
  ];
}

/**
 * The tab open when a task opens: on /solve the task's description, so a child reads what to do
 * before the starter code (Python, JS, web, Scratch). This remote's own workspaces (quizzes,
 * texts, media) show the description inside themselves, and an empty one leaves the panel closed.
 */
export function openingTab(task: Pick<TaskDto, 'taskText' | 'taskType'>, mode: WorkspaceMode): string | undefined {
  if (mode !== 'solve' || OWN_TABS.includes(task.taskType) || task.taskType in LOCAL_TASK_TYPE_MODULES) return undefined;
  const description = task.taskText.find((t) => t.windowId === WindowId.description)?.text ?? '';
  return description.trim() ? 'task' : undefined;
}
