import { useState } from 'react';
import { type QuizKindAnswerBody, type WorkspaceProps } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { toast } from '@school/ui';
import { useCheckQuizKindMutation } from '../lib/learning-api';

type Answer = Omit<QuizKindAnswerBody, 'studentId'>;

/**
 * The verdict of a quiz-kind try. In solve mode only the server decides (students do not have the
 * answers); in demo and edit the author's data gives a local preview verdict.
 */
export function useQuizVerdict({ task, mode, onResult }: Pick<WorkspaceProps, 'task' | 'mode' | 'onResult'>) {
  const [checkOnServer] = useCheckQuizKindMutation();
  const [busy, setBusy] = useState(false);
  const submit = async (answer: Answer, preview: () => boolean | null) => {
    if (mode !== 'solve') {
      const right = preview();
      if (right !== null) onResult(right ? { kind: 'solved' } : { kind: 'wrong' });
      return;
    }
    setBusy(true);
    const res = await checkOnServer({ taskId: task.id, body: { studentId: task.studentId ?? 0, ...answer } });
    setBusy(false);
    if ('error' in res) return void toast.error(apiErrorMessage(res.error));
    onResult(res.data.correct ? { kind: 'solved' } : { kind: 'wrong' });
  };
  return { submit, busy };
}
