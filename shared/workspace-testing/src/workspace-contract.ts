import type { AnswerItem, TaskDto, TaskTextWindowDto, WorkspaceMode, WorkspaceProps, WorkspaceResult } from '@school/contracts';
import { exampleTaskDto, taskKind } from '@school/task-kinds';
import type { TaskType } from '@school/contracts';

/** Everything a workspace told its host during one mount. */
export interface Reports {
  answers: AnswerItem[][];
  taskEdits: TaskTextWindowDto[][];
  results: WorkspaceResult[];
  runs: number;
}

export const noReports = (): Reports => ({ answers: [], taskEdits: [], results: [], runs: 0 });

/**
 * The props a host gives a workspace for the type's declared example in a mode, as the task
 * screen does: a student's view while solving, the author's full task otherwise; a reviewer sees
 * the student's saved answer. Locked outside solve mode (WorkspaceProps.locked).
 */
export function fixtureProps(taskType: TaskType, mode: WorkspaceMode, reports: Reports): WorkspaceProps {
  const kind = taskKind(taskType);
  if (!kind) throw new Error(`${taskType} has no task-kind declaration`);
  const task: TaskDto = exampleTaskDto(taskType, { viewer: mode === 'solve' ? 'student' : 'staff' });
  return {
    task,
    savedAnswer: mode === 'check' ? kind.example.answer : [],
    solveStatus: task.solveStatus,
    mode,
    locked: mode !== 'solve',
    onAnswerChange: (answer) => void reports.answers.push(answer),
    onTaskChange: (taskText) => void reports.taskEdits.push(taskText),
    onRun: () => {
      reports.runs++;
      return Promise.resolve();
    },
    onResult: (result) => void reports.results.push(result),
  };
}

/** The windows a reported answer may hold: the ones the type declares. */
export function undeclaredAnswerWindows(taskType: TaskType, reports: Reports): number[] {
  const allowed = new Set<number>(taskKind(taskType)?.answerWindows ?? []);
  return reports.answers.flat().map((a) => a.windowId).filter((w) => !allowed.has(w));
}

/** A reported task edit must still be a valid task of its type (the kind's parser accepts it). */
export function invalidTaskEdits(taskType: TaskType, reports: Reports, quiz: TaskDto['quiz']): string[] {
  const kind = taskKind(taskType);
  return reports.taskEdits
    .map((taskText) => kind?.parse({ taskText, quiz }))
    .flatMap((r) => (r && !r.ok ? [r.message] : []));
}
