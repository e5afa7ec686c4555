import type { FastifyInstance } from 'fastify';
import { T, TKinds, TaskAction, type AnswerItem } from '@school/contracts';
import { PassPolicy, QUIZ_TYPES, passOf } from '@school/task-kinds';
import { HttpError, badRequest } from '../../core/http-error';
import type { TaskRef } from '../tasks-repository';
import { TaskText } from '../task-entities';

/**
 * Decides a claim of a pass (status Autocheck, or an answer saved with autoCheckPassed=true) from
 * the type's declaration: `completion` types accept it; `teacher` types refuse it; `server` types
 * accept it only when the type's server verifier passes the answer. Throws 400 otherwise, and the
 * task stays as it was.
 */
export async function assertPassVerified(app: FastifyInstance, task: TaskRef, answer: AnswerItem[], studentId: number): Promise<void> {
  const pass = passOf(task.taskType);
  if (pass === undefined) throw unknownKind();
  if (pass === PassPolicy.Completion) return;
  if (pass === PassPolicy.Teacher) throw badRequest(TKinds.server.passNotVerified, 'PASS_NOT_VERIFIED');
  // Quizzes are solved only through the server checks of POST .../answer/quiz and .../answer/check.
  if (QUIZ_TYPES.includes(task.taskType)) throw badRequest(T.server.badTransition, 'QUIZ_CHECKED_ON_SERVER');
  const verifier = app.taskVerifiers.get(task.taskType);
  if (!verifier) throw badRequest(TKinds.server.noVerifier, 'PASS_NOT_VERIFIED');
  const texts = await app.em().find(TaskText, { task: task.id }, { orderBy: { windowId: 'asc' } });
  const result = await verifier({
    task: { id: task.id, lessonId: task.lesson.id, taskType: task.taskType },
    taskText: texts.map((t) => ({ windowId: t.windowId, text: t.text })),
    answer,
    studentId,
  });
  if (!result.passed) throw new HttpError(result.status ?? 400, result.code ?? 'CHECK_FAILED', result.message ?? TKinds.server.checkFailed);
}

const unknownKind = () => badRequest(TKinds.server.unknownKindPass, 'UNKNOWN_TASK_TYPE');

/** The actions that pass a task or put it on the way to a pass (a teacher's review). */
const PASSING_ACTIONS: readonly TaskAction[] = [TaskAction.Autocheck, TaskAction.ManualCheck, TaskAction.MarkCorrect, TaskAction.Solved];

/**
 * A task whose type the running school does not know can never be passed: no check, no review,
 * no teacher's mark (it shows the fallback screen). Opening, saving and skipping stay allowed.
 */
export function assertPassable(taskType: string, action: TaskAction): void {
  if (passOf(taskType) === undefined && PASSING_ACTIONS.includes(action)) throw unknownKind();
}
