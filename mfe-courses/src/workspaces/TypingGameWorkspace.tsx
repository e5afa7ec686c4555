import { useRef, useState } from 'react';
import { defineWorkspace, T, WindowId, type TypingGameConfig, type WorkspaceProps } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { TaskDescription, windowText } from './TaskDescription';
import { buyHint, readConfig } from './quiz-kinds';
import { typingStats } from '@school/task-kinds';
import './workspaces.css';

const DEFAULT_GAME: TypingGameConfig = { coinsPerWord: 1, hintPrice: 3 };

/** TypingGame: type the words one by one, earn coins, spend them on hints ('Недостаточно средств'). */
function TypingGameWorkspace({ task, locked, mode, onAnswerChange, onResult }: WorkspaceProps) {
  const words = windowText(task, WindowId.typingText).split(/\s+/).filter(Boolean);
  const game = readConfig<TypingGameConfig>(task) ?? DEFAULT_GAME;
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [coins, setCoins] = useState(0);
  const started = useRef<number | null>(null);
  const all = useRef('');
  const disabled = (locked && mode === 'solve') || mode === 'check' || index >= words.length;
  const word = words[index] ?? '';
  const accept = (value: string) => {
    started.current ??= Date.now();
    setTyped(value);
    // The words typed so far are the answer: the server recomputes the result from them (issue 12).
    const done = value.trim() === word;
    onAnswerChange([{ windowId: WindowId.typingText, answerText: `${all.current}${done ? word : value}`.trim() }]);
    if (!done) return;
    all.current += `${word} `;
    setCoins((c) => c + game.coinsPerWord);
    setTyped('');
    const next = index + 1;
    setIndex(next);
    if (next >= words.length) {
      const text = words.join(' ') + ' ';
      onResult({ kind: 'typing', stats: typingStats(text, all.current, Date.now() - started.current) });
    }
  };
  const hint = () => {
    const left = buyHint(coins, game);
    if (left === null) return void toast.error(T.notEnoughCoins);
    setCoins(left);
    accept(word.slice(0, typed.length + 1));
  };
  return (
    <div className="ws ws-game">
      <TaskDescription task={task} />
      <p className="ws-game__purse">
        {T.task.coins}: {coins}
      </p>
      <div className="ws-row">
        {words.map((w, i) => (
          <span key={i} className={`ws-chip${i < index ? ' is-done' : i === index ? ' is-chosen' : ''}`}>
            {w}
          </span>
        ))}
      </div>
      <input className="ws-chip" aria-label={T.task.typingStart} placeholder={T.task.typingStart} value={typed} disabled={disabled} onChange={(e) => accept(e.target.value)} />
      <Button variant="secondary" disabled={disabled} onClick={hint}>
        {T.task.hint} (−{game.hintPrice})
      </Button>
    </div>
  );
}

export default defineWorkspace(TypingGameWorkspace);
