import { useEffect, useState } from 'react';
import { defineWorkspace, SolveStatus, T, WindowId, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription } from './TaskDescription';
import './workspaces.css';

/** PlainText: the student writes an answer that a teacher checks by hand. */
function PlainTextWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const saved = savedAnswer.find((a) => a.windowId === WindowId.description)?.answerText ?? '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const canSubmit = mode === 'solve' && !locked && text.trim().length > 0;
  return (
    <div className="ws ws-plain">
      <TaskDescription task={task} />
      <textarea
        className="ws-plain__answer"
        aria-label={T.task.answerPlaceholder}
        placeholder={T.task.answerPlaceholder}
        value={text}
        readOnly={locked}
        onChange={(e) => {
          setText(e.target.value);
          onAnswerChange([{ windowId: WindowId.description, answerText: e.target.value }]);
        }}
      />
      {mode === 'solve' && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck && (
        <Button onClick={() => onResult({ kind: 'sentToReview' })} disabled={!canSubmit}>
          {T.task.submit}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(PlainTextWorkspace);
