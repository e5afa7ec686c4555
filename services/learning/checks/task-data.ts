import { QUIZ_KIND_TYPES, TLearn, TaskType, WindowId, type TaskSaveBody } from '@school/contracts';
import { parseKindData, quizProblem } from './quiz-kinds';

/** What is wrong with the quiz data of an edited task (Russian, for the author), or null when it is fine. */
export function taskDataProblem(taskType: string, body: TaskSaveBody): string | null {
  if (taskType === TaskType.Quiz && !body.quiz) return TLearn.server.quizTooFewOptions;
  if (body.quiz) {
    const problem = quizProblem(body.quiz);
    if (problem) return problem;
  }
  if (QUIZ_KIND_TYPES.includes(taskType as TaskType)) {
    const data = body.taskText.find((w) => w.windowId === WindowId.frontendConfig)?.text;
    const parsed = parseKindData(taskType, data);
    if (!parsed.ok) return parsed.message;
  }
  return null;
}
