import { useState } from 'react';
import { defineWorkspace, SolveStatus, T, type WorkspaceProps } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { Button, toast } from '@school/ui';
import { useAnswerQuizMutation } from '../lib/learning-api';
import { TaskDescription } from './TaskDescription';
import { savedJson } from './quiz-kinds';
import './workspaces.css';

/**
 * Quiz: one question, pick one answer. In solve mode the server checks the choice (students never
 * see which answer is right); in demo and edit the author's copy with isCorrect is checked here.
 */
function QuizWorkspace({ task, mode, locked, solveStatus, savedAnswer, onResult }: WorkspaceProps) {
  // The options chosen at the last check (the server keeps them): the student and the teacher see them again.
  const [chosen, setChosen] = useState<number | null>(() => {
    const saved = savedJson<unknown>(savedAnswer, []);
    return Array.isArray(saved) && typeof saved[0] === 'number' ? saved[0] : null;
  });
  const [answerQuiz, { isLoading }] = useAnswerQuizMutation();
  const quiz = task.quiz;
  if (!quiz) return <TaskDescription task={task} />;
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const check = async () => {
    if (chosen === null) return void toast.info(T.task.chooseAnswer);
    if (mode !== 'solve') {
      const right = quiz.answers.find((a) => a.id === chosen)?.isCorrect;
      return onResult(right ? { kind: 'solved' } : { kind: 'wrong' });
    }
    const res = await answerQuiz({ taskId: task.id, items: [{ studentId: task.studentId ?? 0, answerId: chosen }] });
    // The server's Russian text: a pause between tries, no tries left, or the generic error.
    if ('error' in res) return void toast.error(apiErrorMessage(res.error));
    onResult(res.data.correct ? { kind: 'solved' } : { kind: 'wrong' });
  };
  return (
    <div className="ws ws-quiz">
      <TaskDescription task={task} />
      <fieldset className="ws-quiz__options" disabled={readOnly}>
        <legend>{quiz.question}</legend>
        {quiz.answers.map((a) => (
          <label key={a.id} className={`ws-quiz__option${chosen === a.id ? ' is-chosen' : ''}`}>
            <input type="radio" name={`quiz-${task.id}`} checked={chosen === a.id} onChange={() => setChosen(a.id)} />
            {a.text}
          </label>
        ))}
      </fieldset>
      {solveStatus !== SolveStatus.Solved && (
        <Button onClick={check} disabled={readOnly || isLoading}>
          {T.task.check}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(QuizWorkspace);
