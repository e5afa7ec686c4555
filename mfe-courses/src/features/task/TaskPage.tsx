import { useEffect, type ComponentType } from 'react';
import { T, type WorkspaceMode } from '@school/contracts';
import { taskKind } from '@school/task-kinds';
import { readActiveCourseId, useAppDispatch } from '@school/api-client';
import { Button, Spinner } from '@school/ui';
import { backTarget } from '../../lib/back-target';
import { CheckScreen } from './CheckScreen';
import { DemoScreen } from './DemoScreen';
import { EditScreen } from './EditScreen';
import { SolveScreen } from './SolveScreen';
import { UnknownKindScreen } from './UnknownKindScreen';
import { setAssistantHidden } from './task-screen-slice';
import { useTaskData, type LoadedTaskData } from './use-task-data';
import './task-page.css';

const SCREENS: Record<WorkspaceMode, ComponentType<{ data: LoadedTaskData }>> = {
  solve: SolveScreen,
  demo: DemoScreen,
  edit: EditScreen,
  check: CheckScreen,
};

/** The task screen family: /solve, /demo, /edit and /check (teacher review of ?studentId=), one screen per mode. */
export default function TaskPage() {
  const data = useTaskData();
  const { mode, lessonId, task, list, isError, errorCode, errorMessage, pathname, params, navigate } = data;
  const dispatch = useAppDispatch();

  useEffect(() => {
    // The kind declares whether the assistant is offered; a type the school does not know offers none.
    dispatch(setAssistantHidden(!!task && !taskKind(task.taskType)?.assistant));
    return () => {
      dispatch(setAssistantHidden(false));
    };
  }, [task, dispatch]);

  if (!lessonId) return <p className="task-fallback">{T.server.notFound}</p>;
  if (isError) {
    return (
      <div className="task-fallback" role="alert">
        {/* The server's own words ('Нет доступа', 'Задание не найдено'…) say more than 'Ошибка!'. */}
        <p>{errorCode === 'TASK_LOCKED' ? T.task.locked : errorMessage}</p>
        {mode === 'solve' ? (
          <Button onClick={() => navigate(backTarget(pathname, params, readActiveCourseId()))}>{T.nav.tasks}</Button>
        ) : (
          <Button onClick={() => navigate('/')}>{T.globalError.home}</Button>
        )}
      </div>
    );
  }
  if (!task || !list) return <Spinner />;
  if (!taskKind(task.taskType)) {
    return <UnknownKindScreen onBack={mode === 'solve' ? () => navigate(backTarget(pathname, params, readActiveCourseId())) : undefined} />;
  }
  const Screen = SCREENS[mode];
  return <Screen data={{ ...data, task, list }} />;
}
