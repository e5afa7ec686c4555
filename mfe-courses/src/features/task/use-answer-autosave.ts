import { useEffect, useMemo, useRef, useState } from 'react';
import { T, type AnswerItem } from '@school/contracts';
import { toast } from '@school/ui';
import { useSaveAnswerMutation } from '../../lib/learning-api';
import { AutosaveQueue, SaveRejected } from './autosave-queue';
import { useUnsavedWarning } from '@school/ui';

const DEBOUNCE_MS = 800;
const RETRY_MS = 2000;

/**
 * Answer saving of the solve screen: debounced autosave, abort of superseded saves, retry while
 * offline, 'Сохранено!' when the server confirms, and a page-unload warning while unsaved.
 * Outside solve mode nothing is saved.
 */
export function useAnswerAutosave(taskId: number, studentId: number, enabled: boolean) {
  const [saveAnswer] = useSaveAnswerMutation();
  const [dirty, setDirty] = useState(false);
  const settleWaiters = useRef<{ resolve(): void; reject(e: Error): void }[]>([]);

  const queue = useMemo(() => {
    const q = new AutosaveQueue({
      debounceMs: DEBOUNCE_MS,
      retryMs: RETRY_MS,
      async send(answer, revision, signal) {
        const call = saveAnswer({
          studentId,
          autoCheckPassed: false,
          lessonTaskId: taskId,
          answer,
          projectId: null,
          resources: [],
          action: 'Save',
          revision,
        });
        signal.addEventListener('abort', () => call.abort());
        const res = await call;
        if ('error' in res) {
          const status = (res.error as { status?: unknown }).status;
          // Network failures have no HTTP status: keep the answer and retry.
          throw new SaveRejected(typeof status !== 'number' || status >= 500 || status === 401);
        }
      },
      onDirtyChange(d) {
        setDirty(d);
        if (!d) settleWaiters.current.splice(0).forEach((w) => w.resolve());
      },
      onSaved: () => toast.success(T.toast.saved),
      onRefused() {
        toast.error(T.toast.error);
        settleWaiters.current.splice(0).forEach((w) => w.reject(new Error('refused')));
      },
    });
    return q;
  }, [taskId, studentId, saveAnswer]);

  // Leaving the task keeps the pending save going (it retries until the server has it).
  useEffect(() => () => queue.flush(), [queue]);

  useEffect(() => {
    const online = () => queue.flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue]);

  useUnsavedWarning(dirty);

  return {
    dirty,
    change(answer: AnswerItem[]) {
      if (enabled) queue.change(answer);
    },
    save() {
      queue.flush();
    },
    /** Resolves once the server has the latest answer (waits through offline periods). */
    settle(): Promise<void> {
      if (!queue.isDirty) return Promise.resolve();
      queue.flush();
      return new Promise((resolve, reject) => settleWaiters.current.push({ resolve, reject }));
    },
  };
}
