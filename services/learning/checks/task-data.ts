import type { TaskSaveBody } from '@school/contracts';
import { parseQuiz, taskKind } from '@school/task-kinds';

/**
 * What is wrong with the config of an edited task (Russian, for the author), or null when it is
 * fine: a quiz sent with any task must be complete, then the type's own parser judges its windows.
 */
export function taskDataProblem(taskType: string, body: TaskSaveBody): string | null {
  if (body.quiz) {
    const quiz = parseQuiz(body.quiz);
    if (!quiz.ok) return quiz.message;
  }
  const parsed = taskKind(taskType)?.parse({ taskText: body.taskText, quiz: body.quiz });
  return parsed && !parsed.ok ? parsed.message : null;
}
