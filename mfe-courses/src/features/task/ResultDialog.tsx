import { T, type WorkspaceResult } from '@school/contracts';
import { Button } from '@school/ui';
import { Dialog } from '../../components/Dialog';

/** Shown only when a next task exists (no dialog after the last task). 'Поздравляю!', 'Задание отправлено на проверку', 'Ответ неверный' or the typing result, with 'Далее'. */
export function ResultDialog({ result, hasNext, onNext, onClose, onRetry }: { result: WorkspaceResult; hasNext: boolean; onNext(): void; onClose(): void; onRetry(): void }) {
  const title =
    result.kind === 'sentToReview' ? T.results.sentToReview : result.kind === 'wrong' ? T.results.wrongQuiz : T.results.solved;
  return (
    <Dialog
      title={title}
      tone={result.kind === 'wrong' ? 'bad' : result.kind === 'sentToReview' ? 'neutral' : 'good'}
      actions={
        <>
          {result.kind === 'wrong' && (
            <Button variant="secondary" onClick={onRetry}>
              {T.results.retry}
            </Button>
          )}
          {hasNext && <Button onClick={onNext}>{T.results.next}</Button>}
          <Button variant="secondary" onClick={onClose}>
            {T.results.close}
          </Button>
        </>
      }
    >
      {result.kind === 'typing' && (
        <p>
          {T.results.accuracy}: {result.stats.accuracy}% · {T.results.wpm}: {result.stats.wpm}
        </p>
      )}
      {result.kind === 'wrong' && result.message && <p>{result.message}</p>}
    </Dialog>
  );
}
