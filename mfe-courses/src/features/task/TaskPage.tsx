import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  QUIZ_KIND_TYPES,
  SERVER_CHECKED_QUIZ_TYPES,
  SolveStatus,
  T,
  TLearn,
  TASK_TYPES_WITHOUT_ASSISTANT,
  TaskAction,
  TaskType,
  WindowId,
  type QuizDto,
  type TaskListItemDto,
  type TaskTextWindowDto,
  type WorkspaceResult,
} from '@school/contracts';
import { apiErrorMessage, readActiveCourseId, selectUser, useAppDispatch, useAppSelector, useGetProfileQuery } from '@school/api-client';
import { Button, Spinner, toast } from '@school/ui';
import { StatusBadge } from '../../components/StatusBadge';
import { backTarget } from '../../lib/back-target';
import {
  useGetAnswerQuery,
  useGetLastTaskQuery,
  useGetLessonTasksQuery,
  useGetTaskQuery,
  useGetTheoryQuery,
  useSaveTaskMutation,
  useTaskStatusMutation,
} from '../../lib/learning-api';
import { WorkspaceHost } from './RemoteWorkspace';
import { TaskNavBar } from './TaskNavBar';
import { SidePanel, type SideTab } from './SidePanel';
import { RichText } from '../../components/RichText';
import { CheckPanel } from './CheckPanel';
import { ResultDialog } from './ResultDialog';
import { QuizEditor } from './QuizEditor';
import { KindEditor } from './KindEditor';
import { GroupStudentSwitch } from './GroupStudentSwitch';
import { useAnswerAutosave } from './use-answer-autosave';
import { canSkip, isWorkspaceLocked, modeOfPath, nextTask } from './task-nav';
import { setAssistantHidden } from './task-screen-slice';
import './task-page.css';

/** The task screen family: /solve, /demo, /edit and /check (teacher review of ?studentId=). */
export default function TaskPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const mode = modeOfPath(pathname);
  const lessonId = Number(params.get('lessonId')) || 0;
  const studentParam = Number(params.get('studentId')) || undefined;
  const studentId = mode === 'check' ? studentParam : undefined;
  const groupId = Number(params.get('groupId')) || 0;
  const taskParam = Number(params.get('taskId')) || 0;
  // loadLastTask=true without a taskId opens the task the student touched last (see LastTaskDto).
  const loadLast = params.get('loadLastTask') === 'true' && !taskParam;

  const { data: list, refetch: refetchList } = useGetLessonTasksQuery({ lessonId, studentId }, { skip: !lessonId });
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
  const [sendStatus, { isLoading: statusBusy }] = useTaskStatusMutation();
  const [saveTask] = useSaveTaskMutation();
  const { data: studentProfile } = useGetProfileQuery(studentId ?? 0, { skip: mode !== 'check' || !studentId });

  const [status, setStatus] = useState<SolveStatus>(SolveStatus.Nothing);
  const [result, setResult] = useState<WorkspaceResult | null>(null);
  const [editedTexts, setEditedTexts] = useState<TaskTextWindowDto[] | null>(null);
  const [editedQuiz, setEditedQuiz] = useState<QuizDto | null>(null);
  const autosave = useAnswerAutosave(taskId, user?.user_id ?? 0, mode === 'solve');
  const dirty = autosave.dirty || editedTexts !== null || editedQuiz !== null;

  useEffect(() => {
    if (!task) return;
    setStatus(task.solveStatus);
    setResult(null);
    setEditedTexts(null);
    setEditedQuiz(null);
  }, [task]);

  // Opening a task in solve mode records Open (Nothing -> Open); demo, edit and check make no status calls.
  useEffect(() => {
    if (mode !== 'solve' || !task || task.solveStatus !== SolveStatus.Nothing) return;
    void sendStatus({ lessonId, taskId: task.id, action: TaskAction.Open }).then((res) => {
      if ('data' in res && res.data) setStatus(res.data.solveStatus);
    });
  }, [mode, task, lessonId, sendStatus]);

  useEffect(() => {
    dispatch(setAssistantHidden(!!task && TASK_TYPES_WITHOUT_ASSISTANT.includes(task.taskType)));
    return () => {
      dispatch(setAssistantHidden(false));
    };
  }, [task, dispatch]);

  const go = useCallback(
    (item: TaskListItemDto) => {
      if ((editedTexts !== null || editedQuiz !== null || autosave.dirty) && !window.confirm(T.leavePageConfirm)) return;
      const next = new URLSearchParams(params);
      next.set('taskId', String(item.id));
      next.set('lessonId', String(item.lessonId));
      navigate(`${pathname}?${next.toString()}`);
    },
    [editedTexts, editedQuiz, autosave.dirty, params, navigate, pathname],
  );

  if (!lessonId) return <p className="task-fallback">{T.server.notFound}</p>;
  if (isError) {
    const code = (error as { data?: { code?: string } })?.data?.code;
    return (
      <div className="task-fallback" role="alert">
        <p>{code === 'TASK_LOCKED' ? T.task.locked : T.toast.error}</p>
        {mode === 'solve' && (
          <Button onClick={() => navigate(backTarget(pathname, params, readActiveCourseId()))}>{T.nav.tasks}</Button>
        )}
      </div>
    );
  }
  if (!task || !list) return <Spinner />;

  const next = nextTask(list, task.id);
  const locked = isWorkspaceLocked(mode, status);

  const recordStatus = async (action: TaskAction) => {
    const res = await sendStatus({ lessonId, taskId: task.id, action, studentId });
    if ('error' in res) {
      toast.error(T.toast.error);
      return null;
    }
    setStatus(res.data.solveStatus);
    return res.data.solveStatus;
  };

  const onResult = async (r: WorkspaceResult) => {
    if (mode === 'solve') {
      if (r.kind === 'wrong') setStatus(SolveStatus.QuizIncorrect);
      else if (r.kind === 'sentToReview') {
        try {
          await autosave.settle();
        } catch {
          return;
        }
        if (!(await recordStatus(TaskAction.ManualCheck))) return;
      } else if (SERVER_CHECKED_QUIZ_TYPES.includes(task.taskType)) setStatus(SolveStatus.Solved);
      else {
        // The server re-checks the saved program (Blockly): it must have the latest one first.
        try {
          await autosave.settle();
        } catch {
          return;
        }
        if (!(await recordStatus(TaskAction.Autocheck))) return;
      }
      refetchList();
    }
    if (next) setResult(r);
    else if (r.kind === 'wrong') toast.error(T.results.wrongQuiz);
    else if (r.kind === 'sentToReview') toast.info(T.results.sentToReview);
    else toast.success(T.toast.solvedRight);
  };

  const onRun = async () => {
    if (mode !== 'solve') return;
    autosave.save();
    await recordStatus(TaskAction.Execute);
  };

  const skip = async () => {
    if (!next) return;
    if (await recordStatus(TaskAction.Skip)) {
      await refetchList();
      go(next);
    }
  };

  const review = async (action: TaskAction) => {
    if (await recordStatus(action)) refetchList();
  };

  const saveEdits = async () => {
    if (!editedTexts && !editedQuiz) return;
    const quiz = editedQuiz ?? task.quiz;
    const res = await saveTask({
      lessonId,
      taskId: task.id,
      body: {
        taskText: (editedTexts ?? task.taskText).map((w) => ({ windowId: w.windowId, text: w.text })),
        quiz: quiz ? { question: quiz.question, answers: quiz.answers.map((a) => ({ id: a.id, text: a.text, isCorrect: a.isCorrect ?? false })) } : null,
        webResource: task.webResource,
      },
    });
    // A refused save keeps the author's edits on screen with the server's reason.
    if ('error' in res) return void toast.error(apiErrorMessage(res.error));
    setEditedTexts(null);
    setEditedQuiz(null);
    toast.success(T.toast.saved);
  };
  const quizDraft: QuizDto = editedQuiz ??
    task.quiz ?? { question: '', answers: [{ id: 0, text: '', isCorrect: true }, { id: 0, text: '', isCorrect: false }] };

  const texts = editedTexts ?? task.taskText;
  const textOf = (w: number) => texts.find((t) => t.windowId === w)?.text ?? '';
  const editWindow = (w: number, text: string) => {
    const rest = texts.filter((t) => t.windowId !== w);
    setEditedTexts([...rest, { windowId: w as TaskTextWindowDto['windowId'], text }].sort((a, b) => a.windowId - b.windowId));
  };
  // Descriptions and solutions are formatted text; a check window is code, shown as it is.
  const windowTab = (id: string, label: string, w: number, disabled: boolean, formatted = true): SideTab => ({
    id,
    label,
    disabled,
    content:
      mode === 'edit' ? (
        <textarea className="side-editor" aria-label={label} value={textOf(w)} onChange={(e) => editWindow(w, e.target.value)} />
      ) : formatted ? (
        <RichText className="side-text" content={textOf(w)} />
      ) : (
        <div className="side-text">{textOf(w)}</div>
      ),
  });
  const checkWindow = task.taskType === TaskType.JS ? WindowId.jsCheck : task.taskType === TaskType.Frontend ? WindowId.frontendCheck : WindowId.pythonCheck;
  const presentation = theory?.resources.find((r) => r.resourceType === 'Presentation');
  const tabs: SideTab[] = [
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
  const workspaceTask = editedTexts || editedQuiz ? { ...task, taskText: editedTexts ?? task.taskText, quiz: editedQuiz ?? task.quiz } : task;
  const editsQuiz = mode === 'edit' && task.taskType === TaskType.Quiz;
  const editsKind = mode === 'edit' && QUIZ_KIND_TYPES.includes(task.taskType);

  return (
    <div className={`task-page task-page--${mode}`}>
      <header className="task-header">
        {(mode === 'solve' || mode === 'demo') && (
          <Button variant="ghost" className="task-header__home" onClick={() => navigate(backTarget(pathname, params, readActiveCourseId()))} aria-label={T.task.home}>
            ←
          </Button>
        )}
        <TaskNavBar list={list} currentId={task.id} mode={mode} canSkip={canSkip(mode, status, !!next)} onOpen={go} onSkip={skip} />
        <div className="task-header__right">
          {(mode === 'solve' || mode === 'edit') && (
            <Button variant="secondary" disabled={!dirty} onClick={() => (mode === 'edit' ? saveEdits() : autosave.save())}>
              {T.task.save}
            </Button>
          )}
          {mode === 'check' && groupId > 0 && studentId && (
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
          {mode === 'check' && studentProfile && (
            <span className="task-header__student">
              {T.task.student}: {studentProfile.displayName}
            </span>
          )}
          {mode === 'check' ? (
            <CheckPanel
              status={status}
              busy={statusBusy}
              onLike={() => review(TaskAction.MarkCorrect)}
              onDislike={() => review(TaskAction.MarkWrong)}
              onCancelCheck={() => review(TaskAction.Nothing)}
            />
          ) : (
            <StatusBadge status={status} />
          )}
        </div>
      </header>
      <div className="task-body">
        <main className="task-workspace">
          {status === SolveStatus.QuizIncorrect && mode === 'solve' && (
            <div className="task-retry">
              <span>{T.results.wrongQuiz}</span>
              <Button variant="secondary" onClick={() => setStatus(SolveStatus.Open)}>
                {T.results.retry}
              </Button>
            </div>
          )}
          {editsQuiz && <QuizEditor quiz={quizDraft} onChange={setEditedQuiz} />}
          {editsKind && (
            <KindEditor taskType={task.taskType} text={textOf(WindowId.frontendConfig)} onChange={(t) => editWindow(WindowId.frontendConfig, t)} />
          )}
          {(editsQuiz || editsKind) && <h3 className="task-preview-title">{TLearn.editor.preview}</h3>}
          <WorkspaceHost
            key={`${task.id}-${studentId ?? 0}-${status === SolveStatus.QuizIncorrect}-${editsKind ? textOf(WindowId.frontendConfig) : ''}`}
            task={workspaceTask}
            savedAnswer={answer?.answer ?? []}
            solveStatus={status}
            mode={mode}
            locked={locked}
            onAnswerChange={autosave.change}
            onTaskChange={(t) => mode === 'edit' && setEditedTexts(t)}
            onRun={onRun}
            onResult={(r) => void onResult(r)}
          />
        </main>
        <SidePanel tabs={tabs} />
      </div>
      {result && next && (
        <ResultDialog
          result={result}
          hasNext
          onNext={() => {
            setResult(null);
            go(next);
          }}
          onClose={() => setResult(null)}
          onRetry={() => {
            setResult(null);
            setStatus(SolveStatus.Open);
          }}
        />
      )}
    </div>
  );
}
