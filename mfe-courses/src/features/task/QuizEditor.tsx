import { TLearn, type QuizDto } from '@school/contracts';
import { Button } from '@school/ui';

const L = TLearn.editor;

/** Edit mode of a Quiz: the question, the answer options and which of them are correct. */
export function QuizEditor({ quiz, onChange }: { quiz: QuizDto; onChange(quiz: QuizDto): void }) {
  const setAnswer = (i: number, patch: Partial<QuizDto['answers'][number]>) =>
    onChange({ ...quiz, answers: quiz.answers.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  return (
    <section className="task-editor ui-card" aria-label={L.quizTitle}>
      <h3>{L.quizTitle}</h3>
      <label className="task-editor__field">
        <span>{L.question}</span>
        <input value={quiz.question} onChange={(e) => onChange({ ...quiz, question: e.target.value })} />
      </label>
      <ol className="task-editor__list">
        {quiz.answers.map((a, i) => (
          <li key={i} className="task-editor__row">
            <input aria-label={L.option(i + 1)} value={a.text} onChange={(e) => setAnswer(i, { text: e.target.value })} />
            <label className="task-editor__check">
              <input type="checkbox" checked={a.isCorrect ?? false} onChange={(e) => setAnswer(i, { isCorrect: e.target.checked })} />
              {L.correct}
            </label>
            <Button variant="ghost" aria-label={`${L.remove}: ${L.option(i + 1)}`} onClick={() => onChange({ ...quiz, answers: quiz.answers.filter((_, j) => j !== i) })}>
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange({ ...quiz, answers: [...quiz.answers, { id: 0, text: '', isCorrect: false }] })}>
        + {L.addOption}
      </Button>
    </section>
  );
}
