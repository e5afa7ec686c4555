import { useMemo, useState } from 'react';
import { SolveStatus, T, TaskType, WindowId, type MatchQuizConfig, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import { matchIsCorrect, readConfig, shuffled } from './quiz-kinds';
import './workspaces.css';

/** MatchQuiz and StickyMatchQuiz: pick a left item, then the right item (sticker) that belongs to it. */
export default function MatchQuizWorkspace({ task, locked, mode, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const config = readConfig<MatchQuizConfig>(task);
  const rights = useMemo(() => shuffled(config?.pairs.map((p) => p.right) ?? [], task.id), [config, task.id]);
  const [left, setLeft] = useState<string | null>(null);
  const [joined, setJoined] = useState<Record<string, string>>({});
  if (!config) return <TaskDescription task={task} />;
  const sticky = task.taskType === TaskType.StickyMatchQuiz;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const join = (right: string) => {
    if (!left || readOnly) return;
    const next = { ...joined, [left]: right };
    setJoined(next);
    setLeft(null);
    onAnswerChange([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(next) }]);
  };
  return (
    <div className={`ws ws-match${sticky ? ' ws-match--sticky' : ''}`}>
      <TaskDescription task={task} />
      <div className="ws-match__cols">
        <div className="ws-match__col">
          {config.pairs.map((p) => (
            <button key={p.left} className={`ws-chip${left === p.left ? ' is-chosen' : ''}`} disabled={readOnly} onClick={() => setLeft(p.left)}>
              {p.left}
              {joined[p.left] && <span className="ws-match__joined"> → {joined[p.left]}</span>}
            </button>
          ))}
        </div>
        <div className="ws-match__col">
          {rights.map((r) => (
            <button key={r} className={`ws-chip ws-match__right${Object.values(joined).includes(r) ? ' is-done' : ''}`} disabled={readOnly || !left} onClick={() => join(r)}>
              {r}
            </button>
          ))}
        </div>
      </div>
      {solveStatus !== SolveStatus.Solved && (
        <Button
          disabled={readOnly || Object.keys(joined).length < config.pairs.length}
          onClick={() => onResult(matchIsCorrect(config, joined) ? { kind: 'solved' } : { kind: 'wrong' })}
        >
          {T.task.check}
        </Button>
      )}
    </div>
  );
}
