import type { FastifyInstance } from 'fastify';
import { WindowId, type AnswerItem, type QuizKindAnswerBody } from '@school/contracts';
import type { Subject, TaskRef } from './tasks-repository';

/**
 * A checked quiz answer as the quiz workspaces read a saved answer back (window 12, JSON): the
 * chosen option ids of a Quiz; the joined pairs (left -> right) of a match quiz; the values of a
 * fill quiz; the order of a sort quiz. The teacher on /check and the student reopening the task see it.
 */
export function quizChoiceAnswer(chosenIds: Iterable<number>): AnswerItem[] {
  return [{ windowId: WindowId.frontendConfig, answerText: JSON.stringify([...new Set(chosenIds)].sort((a, b) => a - b)) }];
}

export function quizKindAnswer(answer: Omit<QuizKindAnswerBody, 'studentId'>): AnswerItem[] {
  const value = answer.pairs ? Object.fromEntries(answer.pairs.map((p) => [p.left, p.right])) : (answer.values ?? answer.order ?? []);
  return [{ windowId: WindowId.frontendConfig, answerText: JSON.stringify(value) }];
}

/** The revision of a server-written answer: above the stored one, in the clients' Date.now() scale. */
export function nextRevision(stored: number | undefined, now = Date.now()): number {
  return Math.max(now, Math.floor(stored ?? 0) + 1);
}

/** Stores the answer being checked, before the check's verdict can finish the task (a finished task refuses saves). */
export async function storeCheckedAnswer(app: FastifyInstance, task: TaskRef, subject: Subject, answer: AnswerItem[]): Promise<void> {
  const stored = await app.progress.answerOf(task.id, subject.studentId);
  await app.progress.saveAnswer(task, subject, {
    studentId: subject.studentId,
    lessonTaskId: task.id,
    autoCheckPassed: false,
    answer,
    projectId: stored?.projectId ?? null,
    action: 'Save',
    revision: nextRevision(stored?.revision),
  });
}
