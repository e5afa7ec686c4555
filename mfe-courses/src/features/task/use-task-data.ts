import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SolveStatus, type TaskDto, type TaskListItemDto } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { useGetAnswerQuery, useGetLastTaskQuery, useGetLessonTasksQuery, useGetTaskQuery, useGetTheoryQuery } from '../../lib/learning-api';
import { modeOfPath, taskGroupParam } from './task-nav';

/**
 * The task screen's address and data: the mode from the path (/solve, /demo, /edit, /check),
 * the lesson's task list, the task to show (taskId, the last touched one, the first awaiting
 * check, or the first open one), its saved answer (solve and check) and the lesson's theory.
 */
export function useTaskData() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = modeOfPath(pathname);
  const lessonId = Number(params.get('lessonId')) || 0;
  const studentParam = Number(params.get('studentId')) || undefined;
  const studentId = mode === 'check' ? studentParam : undefined;
  const groupId = Number(params.get('groupId')) || 0;
  const taskParam = Number(params.get('taskId')) || 0;
  // Spec 2 (/solve row): a task group's part of the lesson is navigated on its own.
  const taskGroupId = taskGroupParam(params);
  // loadLastTask=true without a taskId opens the task the student touched last (see LastTaskDto).
  const loadLast = params.get('loadLastTask') === 'true' && !taskParam;

  const { data: list, refetch: refetchList } = useGetLessonTasksQuery({ lessonId, taskGroupId, studentId }, { skip: !lessonId });
  const { data: lastTask, isFetching: lastLoading } = useGetLastTaskQuery({ lessonId, studentId }, { skip: !lessonId || !loadLast });
  const taskId =
    taskParam ||
    (loadLast && (lastLoading ? 0 : lastTask?.taskId)) ||
    (!(loadLast && lastLoading) &&
      list &&
      (list.find((t) => t.solveStatus === SolveStatus.ManualCheck) ?? list.find((t) => !t.locked))?.id) ||
    0;
  const { data: task, isError, error } = useGetTaskQuery({ lessonId, taskId, studentId }, { skip: !lessonId || !taskId });
  const withAnswer = mode === 'solve' || mode === 'check';
  const { data: answer } = useGetAnswerQuery({ taskId, studentId }, { skip: !taskId || !withAnswer || !task });
  const { data: theory } = useGetTheoryQuery(lessonId, { skip: !lessonId });

  return {
    pathname,
    params,
    navigate,
    mode,
    lessonId,
    studentId,
    groupId,
    taskGroupId,
    taskId,
    list,
    refetchList,
    task,
    isError,
    errorCode: (error as { data?: { code?: string } } | undefined)?.data?.code,
    errorMessage: apiErrorMessage(error),
    savedAnswer: answer?.answer ?? [],
    theory,
  };
}

export type TaskData = ReturnType<typeof useTaskData>;

/** The task screen's data once the task and its lesson's list have arrived. */
export type LoadedTaskData = TaskData & { task: TaskDto; list: TaskListItemDto[] };
