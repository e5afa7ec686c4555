import { useEffect, useState } from 'react';
import { T, type QuizDto, type TaskDto, type TaskTextWindowDto } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { toast } from '@school/ui';
import { useSaveTaskMutation } from '../../lib/learning-api';
import { useUnsavedWarning } from '@school/ui';

const EMPTY_QUIZ: QuizDto = { question: '', answers: [{ id: 0, text: '', isCorrect: true }, { id: 0, text: '', isCorrect: false }] };

/**
 * The author's unsaved edits of a task (edit mode): text windows (from the side panel, the kind
 * editors and the workspace's own editor) and the quiz. Until saved they block page unload.
 */
export function useEditDrafts(lessonId: number, task: TaskDto) {
  const [saveTask] = useSaveTaskMutation();
  const [editedTexts, setEditedTexts] = useState<TaskTextWindowDto[] | null>(null);
  const [editedQuiz, setEditedQuiz] = useState<QuizDto | null>(null);
  const dirty = editedTexts !== null || editedQuiz !== null;
  useUnsavedWarning(dirty);

  // Another task starts without drafts; the same task reloaded after a save keeps what the author typed since.
  useEffect(() => {
    setEditedTexts(null);
    setEditedQuiz(null);
  }, [task.id]);

  const texts = editedTexts ?? task.taskText;
  const textOf = (w: number) => texts.find((t) => t.windowId === w)?.text ?? '';
  const editWindow = (w: number, text: string) => {
    const rest = texts.filter((t) => t.windowId !== w);
    setEditedTexts([...rest, { windowId: w as TaskTextWindowDto['windowId'], text }].sort((a, b) => a.windowId - b.windowId));
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
    toast.success(T.toast.saved);
  };

  return {
    dirty,
    textOf,
    editWindow,
    /** The workspace reported the task's windows as edited (e.g. the Blockly screen's program and map). */
    setTexts: setEditedTexts,
    quizDraft: editedQuiz ?? task.quiz ?? EMPTY_QUIZ,
    setQuiz: setEditedQuiz,
    /** The task as edited so far: the workspace previews it. */
    draftTask: dirty ? { ...task, taskText: texts, quiz: editedQuiz ?? task.quiz } : task,
    save,
  };
}
