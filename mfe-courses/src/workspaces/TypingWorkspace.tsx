import { useRef, useState } from 'react';
import { defineWorkspace, T, WindowId, type WorkspaceProps } from '@school/contracts';
import { TaskDescription, windowText } from './TaskDescription';
import { typingStats, typingVerdict } from '@school/task-kinds';
import './workspaces.css';

/** Typing and TypingTrainer: retype the text; the result carries accuracy and words per minute. */
function TypingWorkspace({ task, locked, mode, onAnswerChange, onResult }: WorkspaceProps) {
  const text = windowText(task, WindowId.typingText);
  const [typed, setTyped] = useState('');
  const started = useRef<number | null>(null);
  const finished = useRef(false);
  const stats = typingStats(text, typed, started.current ? Date.now() - started.current : 0);
  const disabled = mode === 'check' || (locked && mode === 'solve');
  return (
    <div className="ws ws-typing">
      <TaskDescription task={task} />
      <pre className="ws-typing__text" aria-label="text">
        {[...text].map((ch, i) => (
          <span key={i} className={i < typed.length ? (typed[i] === ch ? 'is-right' : 'is-wrong') : i === typed.length ? 'is-cursor' : ''}>
            {ch}
          </span>
        ))}
      </pre>
      <textarea
        className="ws-typing__input"
        aria-label={T.task.typingStart}
        placeholder={T.task.typingStart}
        value={typed}
        disabled={disabled}
        onChange={(e) => {
          if (finished.current) return;
          started.current ??= Date.now();
          const value = e.target.value.slice(0, text.length);
          setTyped(value);
          // The typed text is the answer: the server recomputes the result from it (issue 12).
          onAnswerChange([{ windowId: WindowId.typingText, answerText: value }]);
          if (typingVerdict(text, value).passed) {
            finished.current = true;
            onResult({ kind: 'typing', stats: typingStats(text, value, Date.now() - started.current) });
          }
        }}
      />
      <p className="ws-typing__stats">
        {T.results.accuracy}: {stats.accuracy}% · {T.results.wpm}: {stats.wpm}
      </p>
    </div>
  );
}

export default defineWorkspace(TypingWorkspace);
