import { useState } from 'react';
import { taskKind } from '@school/task-kinds';
import { TTeacher, type TaskDto, type TaskTextWindowDto } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { Button } from '@school/ui';
import { useTryCheckMutation } from '../../lib/review-api';
import './review.css';

const C = TTeacher.tryCheck;

interface Props {
  task: TaskDto;
  /** /edit: the windows as edited (saved or not); /demo: none, the stored task is checked. */
  taskText?: TaskTextWindowDto[];
  /** The edits are not saved yet: the result says it judged them, not what students get now. */
  unsaved?: boolean;
}

/**
 * 'Проверить решение': the task's solution through the same server check a student's answer meets
 * (the check service's sandboxes), showing the pass or the failed expectation's message.
 */
export function TryCheckPanel({ task, taskText, unsaved = false }: Props) {
  const [tryCheck, { isLoading }] = useTryCheckMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string; unsaved: boolean } | null>(null);
  if (!taskKind(task.taskType)?.solutionCheck) return null;
  const run = async () => {
    setResult(null);
    const res = await tryCheck({ taskId: task.id, taskText });
    if ('error' in res) return setResult({ ok: false, text: apiErrorMessage(res.error), unsaved });
    setResult(res.data.passed ? { ok: true, text: C.passed, unsaved } : { ok: false, text: C.failed(res.data.message), unsaved });
  };
  return (
    <div className="try-check">
      <Button variant="secondary" disabled={isLoading} onClick={() => void run()} data-testid="try-check">
        {isLoading ? C.running : C.button}
      </Button>
      {result && (
        <p className={`try-check__result try-check__result--${result.ok ? 'ok' : 'fail'}`} role="status" data-testid="try-check-result">
          {result.text}
        </p>
      )}
      {result?.unsaved && (
        <p className="try-check__unsaved" data-testid="try-check-unsaved">
          {C.unsaved}
        </p>
      )}
    </div>
  );
}
