import { useEffect, useRef, useState } from 'react';
import { T, type QuizDto, type TaskDto, type TaskTextWindowDto } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { toast } from '@school/ui';
import { useGetTaskQuery, useSaveTaskMutation } from '../../lib/learning-api';
import { changedWindows } from './edit-windows';
import { useUnsavedWarning } from '@school/ui';

const EMPTY_QUIZ: QuizDto = { question: '', answers: [{ id: 0, text: '', isCorrect: true }, { id: 0, text: '', isCorrect: false }] };

/**
 * The author's unsaved edits of a task (edit mode): text windows (from the side panel, the kind
 * editors and the workspace's own editor) and the quiz. Until saved they block page unload.
 */
export function useEditDrafts(lessonId: number, task: TaskDto) {
  const [saveTask] = useSaveTaskMutation();
  // The same cached query the screen reads the task from: reading it again updates the screen.
  const { refetch } = useGetTaskQuery({ lessonId, taskId: task.id });
  const [savedVersion, setSavedVersion] = useState(0);
  /** The windows as the workspace last reported them (null: as the task holds them). */
  const lastReport = useRef<TaskTextWindowDto[] | null>(null);
  const [editedTexts, setEditedTexts] = useState<TaskTextWindowDto[] | null>(null);
  const [editedQuiz, setEditedQuiz] = useState<QuizDto | null>(null);
  const dirty = editedTexts !== null || editedQuiz !== null;
  useUnsavedWarning(dirty);

  // Another task starts without drafts; the same task reloaded after a save keeps what the author typed since.
  useEffect(() => {
    setEditedTexts(null);
    setEditedQuiz(null);
    lastReport.current = null;
  }, [task.id]);

  const texts = editedTexts ?? task.taskText;
  const textOf = (w: number) => texts.find((t) => t.windowId === w)?.text ?? '';
  const editWindow = (w: number, text: string) => {
    const rest = texts.filter((t) => t.windowId !== w);
    setEditedTexts([...rest, { windowId: w as TaskTextWindowDto['windowId'], text }].sort((a, b) => a.windowId - b.windowId));
  };

  /**
   * A workspace reports the task's windows as it holds them; only the windows it changed are taken,
   * so its copies of windows edited elsewhere (the side panel's solution and check) never overwrite them.
   */
  const takeWorkspaceTexts = (reported: TaskTextWindowDto[]) => {
    // Against the workspace's previous report: an edit put back to the stored text is taken too.
    const changed = changedWindows(lastReport.current ?? task.taskText, reported);
    lastReport.current = reported;
    if (changed.length === 0) return;
    const ids = new Set(changed.map((w) => w.windowId));
    setEditedTexts([...texts.filter((t) => !ids.has(t.windowId)), ...changed].sort((a, b) => a.windowId - b.windowId));
  };

  const save = async () => {
    if (!dirty) return;
    const quiz = editedQuiz ?? task.quiz;
    const res = await saveTask({
      lessonId,
      taskId: task.id,
      body: {
        taskText: texts.map((w) => ({ windowId: w.windowId, text: w.text })),
        quiz: quiz ? { question: quiz.question, answers: quiz.answers.map((a) => ({ id: a.id, text: a.text, isCorrect: a.isCorrect ?? false })) } : null,
        webResource: task.webResource,
      },
    });
    // A refused save keeps the author's edits on screen with the server's reason.
    if ('error' in res) return void toast.error(apiErrorMessage(res.error));
    setEditedTexts(null);
    setEditedQuiz(null);
    lastReport.current = null;
    // The screen shows what the server holds now: the task is read again and the workspace starts from it.
    await refetch();
    setSavedVersion((v) => v + 1);
    toast.success(T.toast.saved);
  };

  return {
    dirty,
    textOf,
    editWindow,
    /** The workspace reported the task's windows as edited (e.g. the Blockly screen's program and map). */
    setTexts: takeWorkspaceTexts,
    /** Grows with every save: the workspace is started again from the saved task. */
    savedVersion,
    quizDraft: editedQuiz ?? task.quiz ?? EMPTY_QUIZ,
    setQuiz: setEditedQuiz,
    /** The task as edited so far: the workspace previews it. */
    draftTask: dirty ? { ...task, taskText: texts, quiz: editedQuiz ?? task.quiz } : task,
    save,
  };
}
