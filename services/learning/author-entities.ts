import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/entities';
import { Course } from './entities';

/** One author of one course: only a course's authors may change it. */
export const CourseAuthor = defineEntity({
  name: 'CourseAuthor',
  tableName: 'course_authors',
  uniques: [{ properties: ['course', 'user'] }],
  // An author's course list reads by user.
  indexes: [{ properties: ['user'], name: 'course_authors_user_id_index' }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    course: p.manyToOne(Course).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade'),
    /** Where the course stands in this author's own list (the author orders it). */
    position: p.integer().default(0).onCreate(() => 0),
  }),
});
export type CourseAuthor = InferEntity<typeof CourseAuthor>;

export const authorEntities = [CourseAuthor];
