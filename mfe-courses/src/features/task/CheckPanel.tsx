import { useState } from 'react';
import { SolveStatus, T } from '@school/contracts';
import { Button } from '@school/ui';
import { Dialog } from '../../components/Dialog';
import { StatusBadge } from '../../components/StatusBadge';

/** The reviewer's status panel: like (MarkCorrect) and dislike (MarkWrong, confirmed) while on check. */
export function CheckPanel({ status, busy, onLike, onDislike }: { status: SolveStatus; busy: boolean; onLike(): void; onDislike(): void }) {
  const [confirm, setConfirm] = useState(false);
  return (
    <div className="check-panel">
      <StatusBadge status={status} />
      {status === SolveStatus.ManualCheck && (
        <>
          <Button aria-label={T.task.like} title={T.task.like} disabled={busy} onClick={onLike}>
            ✓ {T.task.like}
          </Button>
          <Button variant="danger" aria-label={T.task.dislike} title={T.task.dislike} disabled={busy} onClick={() => setConfirm(true)}>
            ✗ {T.task.dislike}
          </Button>
        </>
      )}
      {confirm && (
        <Dialog
          title={T.task.dislikeConfirm}
          actions={
            <>
              <Button
                onClick={() => {
                  setConfirm(false);
                  onDislike();
                }}
              >
                {T.task.yes}
              </Button>
              <Button variant="secondary" onClick={() => setConfirm(false)}>
                {T.task.no}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
