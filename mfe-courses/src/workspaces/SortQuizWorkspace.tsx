import { useState } from 'react';
import { defineWorkspace, SolveStatus, T, WindowId, type SortQuizConfig, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import { authorConfig, readView, savedJson, sortIsCorrect } from './quiz-kinds';
import { useQuizVerdict } from './use-quiz-verdict';
import './workspaces.css';

/** SortQuiz: move the items up and down into the right order. */
function SortQuizWorkspace(props: WorkspaceProps) {
  const { task, locked, mode, solveStatus, savedAnswer, onAnswerChange } = props;
  const view = readView(task);
  const items = view?.kind === 'sort' ? view.items : [];
  const [order, setOrder] = useState<string[]>(() => {
    const saved = savedJson<string[]>(savedAnswer, []);
    // A saved order is used only while it still holds the task's items.
    return saved.length === items.length && saved.every((s) => items.includes(s)) ? saved : items;
  });
  const { submit, busy } = useQuizVerdict(props);
  if (view?.kind !== 'sort') return <TaskDescription task={task} />;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j], next[i]];
    setOrder(next);
    onAnswerChange([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(next) }]);
  };
  const check = () => {
    const config = authorConfig<SortQuizConfig>(task);
    void submit({ order }, () => (config ? sortIsCorrect(config, order) : null));
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
        <Button disabled={readOnly || busy} onClick={check}>
          {T.task.check}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(SortQuizWorkspace);
