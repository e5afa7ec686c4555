import { useMemo, useState } from 'react';
import { SolveStatus, T, WindowId, type FillQuizConfig, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import { fillIsCorrect, parseFill, readConfig } from './quiz-kinds';
import './workspaces.css';

/** FillQuiz: type the missing words into the gaps of a text. */
export default function FillQuizWorkspace({ task, locked, mode, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const config = readConfig<FillQuizConfig>(task);
  const parts = useMemo(() => (config ? parseFill(config) : []), [config]);
  const [values, setValues] = useState<string[]>([]);
  if (!config) return <TaskDescription task={task} />;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const gaps = parts.filter((p) => p.kind === 'gap').length;
  return (
    <div className="ws ws-fill">
      <TaskDescription task={task} />
      <p>
        {parts.map((p, i) =>
          p.kind === 'text' ? (
            <span key={i}>{p.text}</span>
          ) : (
            <input
              key={i}
              aria-label={`${p.index + 1}`}
              value={values[p.index] ?? ''}
              readOnly={readOnly}
              onChange={(e) => {
                const next = [...values];
                next[p.index] = e.target.value;
                setValues(next);
                onAnswerChange([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(next) }]);
              }}
            />
          ),
        )}
      </p>
      {solveStatus !== SolveStatus.Solved && (
        <Button
          disabled={readOnly || values.filter((v) => v?.trim()).length < gaps}
          onClick={() => onResult(fillIsCorrect(parts, values) ? { kind: 'solved' } : { kind: 'wrong' })}
        >
          {T.task.check}
        </Button>
      )}
    </div>
  );
}
