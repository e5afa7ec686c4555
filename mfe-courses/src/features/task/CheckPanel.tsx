import { useState } from 'react';
import { REVIEW_COMMENT_MAX, SolveStatus, T, TLearn, TTeacher } from '@school/contracts';
import { Button } from '@school/ui';
import { Dialog } from '../../components/Dialog';
import { StatusBadge } from '../../components/StatusBadge';
import './review.css';

/** Statuses a reviewer may withdraw: the task returns to the student as open (action Nothing). */
const CANCELLABLE: readonly SolveStatus[] = [SolveStatus.ManualCheck, SolveStatus.Solved, SolveStatus.Wrong];

const R = TTeacher.review;

/** The teacher's words with a verdict. */
export interface ReviewWords {
  comment: string;
  level?: string;
}

type Pending = 'like' | 'dislike' | 'cancel' | 'tries' | null;

interface Props {
  status: SolveStatus;
  busy: boolean;
  /** The level names of the task's rubric (none: no level is asked). */
  levels: readonly string[];
  /** The task limits the student's answer tries (the quizzes): reopening also gives them back. */
  limitsTries: boolean;
  onLike(words: ReviewWords): void;
  onDislike(words: ReviewWords): void;
  onCancelCheck(): void;
}

/**
 * The reviewer's status panel: like (accept) and dislike (reject) while on check, each confirmed
 * in a dialog that carries the comment for the student (and the rubric level when the task has
 * one); withdrawing the check ('Ты уверен, что хочешь отменить проверку?') says what it does. On an
 * open quiz, 'Вернуть попытки' reopens it (action Nothing), which restarts the student's tries.
 */
export function CheckPanel({ status, busy, levels, limitsTries, onLike, onDislike, onCancelCheck }: Props) {
  const [pending, setPending] = useState<Pending>(null);
  const [comment, setComment] = useState('');
  const [level, setLevel] = useState('');
  const close = () => setPending(null);
  const send = () => {
    const words: ReviewWords = { comment: comment.trim(), ...(level ? { level } : {}) };
    const action = pending;
    close();
    if (action === 'like') onLike(words);
    else if (action === 'dislike') onDislike(words);
    else if (action === 'cancel' || action === 'tries') onCancelCheck();
    setComment('');
    setLevel('');
  };
  const verdict = pending === 'like' || pending === 'dislike';
  return (
    <div className="check-panel">
      <StatusBadge status={status} />
      {status === SolveStatus.ManualCheck && (
        <>
          <Button aria-label={T.task.like} title={T.task.like} disabled={busy} onClick={() => setPending('like')}>
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
      {limitsTries && status === SolveStatus.Open && (
        <Button variant="secondary" disabled={busy} onClick={() => setPending('tries')}>
          {R.resetTries}
        </Button>
      )}
      {verdict && (
        <Dialog
          title={pending === 'like' ? R.acceptTitle : T.task.dislikeConfirm}
          tone={pending === 'like' ? 'good' : 'bad'}
          actions={
            <>
              <Button variant={pending === 'like' ? 'primary' : 'danger'} onClick={send} data-testid="review-send">
                {pending === 'like' ? T.task.like : T.task.dislike}
              </Button>
              <Button variant="secondary" onClick={close}>
                {R.keep}
              </Button>
            </>
          }
        >
          <div className="review-form">
            <p>{pending === 'like' ? R.acceptEffect : R.rejectEffect}</p>
            <label className="review-form__field">
              <span>{R.comment}</span>
              <textarea
                value={comment}
                maxLength={REVIEW_COMMENT_MAX}
                placeholder={R.commentHint}
                onChange={(e) => setComment(e.target.value)}
                data-testid="review-comment"
              />
            </label>
            {levels.length > 0 && (
              <label className="review-form__field">
                <span>{R.level}</span>
                <select value={level} onChange={(e) => setLevel(e.target.value)} data-testid="review-level">
                  <option value="">{R.noLevel}</option>
                  {levels.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        </Dialog>
      )}
      {(pending === 'cancel' || pending === 'tries') && (
        <Dialog
          title={pending === 'tries' ? R.resetTriesTitle : T.cancelCheckConfirm}
          actions={
            <>
              <Button onClick={send} data-testid="review-cancel-confirm">
                {T.task.yes}
              </Button>
              <Button variant="secondary" onClick={close}>
                {T.task.no}
              </Button>
            </>
          }
        >
          <p>{pending === 'tries' ? R.resetTriesEffect : limitsTries ? `${R.cancelEffect} ${R.triesReset}` : R.cancelEffect}</p>
        </Dialog>
      )}
    </div>
  );
}
