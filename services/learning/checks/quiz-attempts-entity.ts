import { EntitySchema } from '@mikro-orm/core';

/** How many times a student has checked a quiz-type task's answer, and when last (quiz-attempts.ts). */
export class QuizAttempt {
  id!: number;
  taskId!: number;
  studentId!: number;
  tries = 0;
  lastTryAt!: Date;
}

export const QuizAttemptSchema = new EntitySchema<QuizAttempt>({
  class: QuizAttempt,
  tableName: 'quiz_attempts',
  uniques: [{ properties: ['taskId', 'studentId'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    taskId: { type: 'integer' },
    studentId: { type: 'integer' },
    tries: { type: 'integer', default: 0 },
    lastTryAt: { type: 'datetime' },
  },
});

export const quizAttemptEntities = [QuizAttemptSchema];
