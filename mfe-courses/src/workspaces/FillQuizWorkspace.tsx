import { useState } from 'react';
import { defineWorkspace, SolveStatus, T, WindowId, type FillQuizConfig, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import { authorConfig, fillIsCorrect, parseFill, readView, savedJson } from './quiz-kinds';
import { useQuizVerdict } from './use-quiz-verdict';
import './workspaces.css';

/** FillQuiz: type the missing words into the gaps of a text. */
function FillQuizWorkspace(props: WorkspaceProps) {
  const { task, locked, mode, solveStatus, savedAnswer, onAnswerChange } = props;
  const view = readView(task);
  const [values, setValues] = useState<string[]>(() => savedJson(savedAnswer, []));
  const { submit, busy } = useQuizVerdict(props);
  if (view?.kind !== 'fill') return <TaskDescription task={task} />;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const gaps = view.parts.filter((p) => p.kind === 'gap').length;
  const answers = Array.from({ length: gaps }, (_, i) => values[i] ?? '');
  const check = () => {
    const config = authorConfig<FillQuizConfig>(task);
    void submit({ values: answers }, () => (config ? fillIsCorrect(parseFill(config), answers) : null));
  };
  return (
    <div className="ws ws-fill">
      <TaskDescription task={task} />
      <p>
        {view.parts.map((p, i) =>
          p.kind === 'text' ? (
            <span key={i}>{p.text}</span>
          ) : (
            <input
              key={i}
              aria-label={`${p.index + 1}`}
              value={values[p.index] ?? ''}
              readOnly={readOnly}
              onChange={(e) => {
                const next = [...answers];
                next[p.index] = e.target.value;
                setValues(next);
                onAnswerChange([{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(next) }]);
              }}
            />
          ),
        )}
      </p>
      {solveStatus !== SolveStatus.Solved && (
        <Button disabled={readOnly || busy || answers.some((v) => !v.trim())} onClick={check}>
          {T.task.check}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(FillQuizWorkspace);
