import { useState } from 'react';
import { SolveStatus, T, WindowId, type SortQuizConfig, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import { readConfig, shuffled, sortIsCorrect } from './quiz-kinds';
import './workspaces.css';

/** SortQuiz: move the items up and down into the right order. */
export default function SortQuizWorkspace({ task, locked, mode, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const config = readConfig<SortQuizConfig>(task);
  const [order, setOrder] = useState<string[]>(() => shuffled(config?.items ?? [], task.id));
  if (!config) return <TaskDescription task={task} />;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j], next[i]];
    setOrder(next);
    onAnswerChange([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(next) }]);
  };
  return (
    <div className="ws ws-sort">
      <TaskDescription task={task} />
      <ol className="ws-sort__list">
        {order.map((item, i) => (
          <li key={item} className="ws-sort__item">
            <code>{item}</code>
            <span className="ws-row">
              <Button variant="ghost" aria-label="↑" disabled={readOnly || i === 0} onClick={() => move(i, -1)}>
                ↑
              </Button>
              <Button variant="ghost" aria-label="↓" disabled={readOnly || i === order.length - 1} onClick={() => move(i, 1)}>
                ↓
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {solveStatus !== SolveStatus.Solved && (
        <Button disabled={readOnly} onClick={() => onResult(sortIsCorrect(config, order) ? { kind: 'solved' } : { kind: 'wrong' })}>
          {T.task.check}
        </Button>
      )}
    </div>
  );
}
