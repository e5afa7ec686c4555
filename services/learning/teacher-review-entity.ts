import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { ReviewOutcome } from '@school/contracts';
import { User } from '../auth/entities';
import { Task } from './entities';

/**
 * The teacher's latest verdict on one student's task, in words: the outcome, the comment and the
 * rubric level. One row per task and student (a new verdict replaces the last one; withdrawing the
 * check deletes it). `seenAt` stays null until the student opens the task: the home page's notice.
 */
export const TaskReview = defineEntity({
  name: 'TaskReview',
  tableName: 'task_reviews',
  uniques: [{ properties: ['task', 'student'] }],
  // The home page's notices read a student's reviews.
  indexes: [{ properties: ['student'], name: 'task_reviews_student_id_index' }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.manyToOne(Task).deleteRule('cascade'),
    student: p.manyToOne(User).deleteRule('cascade'),
    reviewerId: p.integer(),
    outcome: p.string().$type<ReviewOutcome>().length(20),
    comment: p.text(),
    level: p.string().length(100).nullable(),
    reviewedAt: p.datetime(),
    seenAt: p.datetime().nullable(),
  }),
});
export type TaskReview = InferEntity<typeof TaskReview>;

export const taskReviewEntities = [TaskReview];
