import { useEffect, useState } from 'react';
import { T, type TaskDto, type TaskListItemDto, type WorkspaceResult } from '@school/contracts';
import { toast } from '@school/ui';
import { ResultDialog } from './ResultDialog';

/**
 * Spec 4.1: the result of a try as a dialog with 'Далее' to the next task; after the last task
 * only a toast. `next` is the task 'Далее' opens: null when the next task is locked for the
 * student (the dialog then has no 'Далее'); `last` says there is no next task at all. Closed
 * whenever the task (re)loads.
 */
export function useResultDialog(task: TaskDto, next: TaskListItemDto | null, open: (item: TaskListItemDto) => void, retry: () => void, last = !next) {
  const [result, setResult] = useState<WorkspaceResult | null>(null);
  useEffect(() => setResult(null), [task]);
  const show = (r: WorkspaceResult) => {
    if (!last) setResult(r);
    else if (r.kind === 'wrong') toast.error(T.results.wrongQuiz);
    else if (r.kind === 'sentToReview') toast.info(T.results.sentToReview);
    else toast.success(T.toast.solvedRight);
  };
  const dialog = result && !last && (
    <ResultDialog
      result={result}
      hasNext={!!next}
      onNext={() => {
        setResult(null);
        if (next) open(next);
      }}
      onClose={() => setResult(null)}
      onRetry={() => {
        setResult(null);
        retry();
      }}
    />
  );
  return { show, dialog };
}
