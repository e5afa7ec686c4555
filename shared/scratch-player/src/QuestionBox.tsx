import { useState, type FormEvent } from 'react';
import { TScratchPlayer } from '@school/contracts';

/** Scratch's 'ask and wait' box at the bottom of the stage; the answer goes back to the VM. */
export function QuestionBox({ question, onAnswer }: { question: string; onAnswer: (answer: string) => void }) {
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAnswer(text);
    setText('');
  };
  return (
    <form className="sp-question" onSubmit={submit} data-testid="scratch-question">
      {question && <div className="sp-question__text">{question}</div>}
      <div className="sp-question__row">
        <input
          className="sp-question__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={TScratchPlayer.answerPlaceholder}
          aria-label={question || TScratchPlayer.answerPlaceholder}
          autoFocus
          data-testid="scratch-answer"
        />
        <button type="submit" className="sp-question__submit" aria-label={TScratchPlayer.answerSubmit} title={TScratchPlayer.answerSubmit}>
          ✔
        </button>
      </div>
    </form>
  );
}
