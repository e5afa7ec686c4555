import { useState } from 'react';
import { SolveStatus, T, TLearn } from '@school/contracts';
import { Button } from '@school/ui';
import { Dialog } from '../../components/Dialog';
import { StatusBadge } from '../../components/StatusBadge';

/** Statuses a reviewer may withdraw: the task returns to the student as open (action Nothing). */
const CANCELLABLE: readonly SolveStatus[] = [SolveStatus.ManualCheck, SolveStatus.Solved, SolveStatus.Wrong];

type Pending = 'dislike' | 'cancel' | null;

interface Props {
  status: SolveStatus;
  busy: boolean;
  onLike(): void;
  onDislike(): void;
  onCancelCheck(): void;
}

/**
 * The reviewer's status panel: like (MarkCorrect) and dislike (MarkWrong, confirmed) while on
 * check, and cancelling the check ('Ты уверен, что хочешь отменить проверку?').
 */
export function CheckPanel({ status, busy, onLike, onDislike, onCancelCheck }: Props) {
  const [pending, setPending] = useState<Pending>(null);
  const confirm = () => {
    const action = pending === 'dislike' ? onDislike : onCancelCheck;
    setPending(null);
    action();
  };
  return (
    <div className="check-panel">
      <StatusBadge status={status} />
      {status === SolveStatus.ManualCheck && (
        <>
          <Button aria-label={T.task.like} title={T.task.like} disabled={busy} onClick={onLike}>
            ✓ {T.task.like}
          </Button>
          <Button variant="danger" aria-label={T.task.dislike} title={T.task.dislike} disabled={busy} onClick={() => setPending('dislike')}>
            ✗ {T.task.dislike}
          </Button>
        </>
      )}
      {CANCELLABLE.includes(status) && (
        <Button variant="secondary" disabled={busy} onClick={() => setPending('cancel')}>
          {TLearn.groupCheck.cancelCheck}
        </Button>
      )}
      {pending && (
        <Dialog
          title={pending === 'dislike' ? T.task.dislikeConfirm : T.cancelCheckConfirm}
          actions={
            <>
              <Button onClick={confirm}>{T.task.yes}</Button>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {T.task.no}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
