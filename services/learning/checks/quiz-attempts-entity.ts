import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** How many times a student has checked a quiz-type task's answer, and when last (quiz-attempts.ts). */
export const QuizAttempt = defineEntity({
  name: 'QuizAttempt',
  tableName: 'quiz_attempts',
  uniques: [{ properties: ['taskId', 'studentId'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    taskId: p.integer(),
    studentId: p.integer(),
    tries: p.integer().default(0).onCreate(() => 0),
    lastTryAt: p.datetime(),
  }),
});
export type QuizAttempt = InferEntity<typeof QuizAttempt>;

export const quizAttemptEntities = [QuizAttempt];
