import { useState } from 'react';
import { defineWorkspace, SolveStatus, T, TaskType, WindowId, type MatchQuizConfig, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import { authorConfig, matchIsCorrect, readView, savedJson } from './quiz-kinds';
import { useQuizVerdict } from './use-quiz-verdict';
import './workspaces.css';

/** MatchQuiz and StickyMatchQuiz: pick a left item, then the right item (sticker) that belongs to it. */
function MatchQuizWorkspace(props: WorkspaceProps) {
  const { task, locked, mode, solveStatus, savedAnswer, onAnswerChange } = props;
  const view = readView(task);
  const [left, setLeft] = useState<string | null>(null);
  const [joined, setJoined] = useState<Record<string, string>>(() => savedJson(savedAnswer, {}));
  const { submit, busy } = useQuizVerdict(props);
  if (view?.kind !== 'match') return <TaskDescription task={task} />;
  const sticky = task.taskType === TaskType.StickyMatchQuiz;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const join = (right: string) => {
    if (!left || readOnly) return;
    const next = { ...joined, [left]: right };
    setJoined(next);
    setLeft(null);
    onAnswerChange([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(next) }]);
  };
  const check = () => {
    const config = authorConfig<MatchQuizConfig>(task);
    void submit({ pairs: Object.entries(joined).map(([l, r]) => ({ left: l, right: r })) }, () => (config ? matchIsCorrect(config, joined) : null));
  };
  return (
    <div className={`ws ws-match${sticky ? ' ws-match--sticky' : ''}`}>
      <TaskDescription task={task} />
      <div className="ws-match__cols">
        <div className="ws-match__col">
          {view.left.map((l) => (
            <button key={l} className={`ws-chip${left === l ? ' is-chosen' : ''}`} disabled={readOnly} onClick={() => setLeft(l)}>
              {l}
              {joined[l] && <span className="ws-match__joined"> → {joined[l]}</span>}
            </button>
          ))}
        </div>
        <div className="ws-match__col">
          {view.right.map((r) => (
            <button key={r} className={`ws-chip ws-match__right${Object.values(joined).includes(r) ? ' is-done' : ''}`} disabled={readOnly || !left} onClick={() => join(r)}>
              {r}
            </button>
          ))}
        </div>
      </div>
      {solveStatus !== SolveStatus.Solved && (
        <Button disabled={readOnly || busy || view.left.some((l) => !joined[l])} onClick={check}>
          {T.task.check}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(MatchQuizWorkspace);
