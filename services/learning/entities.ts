import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { SolveStatus, TaskType } from '@school/contracts';
import { User } from '../auth/entities';

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    logoUrl: p.string().length(500).nullable(),
    isFunbox: p.boolean().default(false).onCreate(() => false),
    /** Retired by its authors: kept for the groups that took it, off the authors' working list. */
    archived: p.boolean().default(false).onCreate(() => false),
  }),
});
export type Course = InferEntity<typeof Course>;

export const CourseModule = defineEntity({
  name: 'CourseModule',
  tableName: 'course_modules',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    course: p.manyToOne(Course).deleteRule('cascade'),
    moduleNumber: p.integer(),
    title: p.string().length(200),
  }),
});
export type CourseModule = InferEntity<typeof CourseModule>;

export const Lesson = defineEntity({
  name: 'Lesson',
  tableName: 'lessons',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    course: p.manyToOne(Course).deleteRule('cascade'),
    module: p.manyToOne(CourseModule).deleteRule('cascade'),
    title: p.string().length(200),
    order: p.integer(),
    /** Students see only published lessons; an author's new lesson starts as a draft. */
    published: p.boolean().default(true).onCreate(() => true),
  }),
});
export type Lesson = InferEntity<typeof Lesson>;

/** A class of students taking one course with one teacher. */
export const Group = defineEntity({
  name: 'Group',
  tableName: 'groups',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    course: p.manyToOne(Course).deleteRule('cascade'),
    teacher: p.manyToOne(User),
    webMeetingUrl: p.string().length(500).nullable(),
    /** First lesson date; the course "has not begun" before it. */
    startsAt: p.datetime().nullable(),
    /** Venue of an in-person group; null for online groups. */
    venueId: p.integer().nullable(),
  }),
});
export type Group = InferEntity<typeof Group>;

export const Schedule = defineEntity({
  name: 'Schedule',
  tableName: 'schedules',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    group: p.manyToOne(Group).deleteRule('cascade'),
    weekDay: p.integer(),
    hour: p.integer(),
    minute: p.integer(),
  }),
});
export type Schedule = InferEntity<typeof Schedule>;

export const GroupStudent = defineEntity({
  name: 'GroupStudent',
  tableName: 'group_students',
  uniques: [{ properties: ['group', 'student'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    group: p.manyToOne(Group).deleteRule('cascade'),
    student: p.manyToOne(User).deleteRule('cascade'),
    archived: p.boolean().default(false).onCreate(() => false),
  }),
});
export type GroupStudent = InferEntity<typeof GroupStudent>;

export const Task = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    lesson: p.manyToOne(Lesson).deleteRule('cascade'),
    order: p.integer(),
    taskName: p.string().length(200),
    taskType: p.string().$type<TaskType>().length(40),
    isOptional: p.boolean().default(false).onCreate(() => false),
    isAutoCheck: p.boolean().default(false).onCreate(() => false),
    /** Task group (taskGroupId of the task list), null for top-level tasks. */
    parentId: p.integer().nullable(),
    accessType: p.integer().default(0).onCreate(() => 0),
  }),
});
export type Task = InferEntity<typeof Task>;

/** The current solve status of one student on one task. */
export const TaskStatus = defineEntity({
  name: 'TaskStatus',
  tableName: 'task_statuses',
  uniques: [{ properties: ['task', 'student'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.manyToOne(Task).deleteRule('cascade'),
    student: p.manyToOne(User).deleteRule('cascade'),
    status: p.string().$type<SolveStatus>().length(20),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type TaskStatus = InferEntity<typeof TaskStatus>;

export const learningEntities = [Course, CourseModule, Lesson, Group, Schedule, GroupStudent, Task, TaskStatus];
