import { EntitySchema } from '@mikro-orm/core';
import type { SolveStatus, TaskType } from '@school/contracts';
import { User } from '../auth/entities';

export class Course {
  id!: number;
  title!: string;
  logoUrl: string | null = null;
  isFunbox = false;
}

export class CourseModule {
  id!: number;
  course!: Course;
  moduleNumber!: number;
  title!: string;
}

export class Lesson {
  id!: number;
  course!: Course;
  module!: CourseModule;
  title!: string;
  order!: number;
}

/** A class of students taking one course with one teacher. */
export class Group {
  id!: number;
  title!: string;
  course!: Course;
  teacher!: User;
  webMeetingUrl: string | null = null;
  /** First lesson date; the course "has not begun" before it. */
  startsAt: Date | null = null;
  /** Venue of an in-person group; null for online groups. */
  venueId: number | null = null;
}

export class Schedule {
  id!: number;
  group!: Group;
  weekDay!: number;
  hour!: number;
  minute!: number;
}

export class GroupStudent {
  id!: number;
  group!: Group;
  student!: User;
  archived = false;
}

export class Task {
  id!: number;
  lesson!: Lesson;
  order!: number;
  taskName!: string;
  taskType!: TaskType;
  isOptional = false;
  isAutoCheck = false;
  /** Task group (taskGroupId of the task list), null for top-level tasks. */
  parentId: number | null = null;
  accessType = 0;
}

/** The current solve status of one student on one task. */
export class TaskStatus {
  id!: number;
  task!: Task;
  student!: User;
  status!: SolveStatus;
  updatedAt: Date = new Date();
}

const idProp = { type: 'integer', primary: true, autoincrement: true } as const;

export const CourseSchema = new EntitySchema<Course>({
  class: Course,
  tableName: 'courses',
  properties: {
    id: idProp,
    title: { type: 'string', length: 200 },
    logoUrl: { type: 'string', length: 500, nullable: true },
    isFunbox: { type: 'boolean', default: false },
  },
});

export const CourseModuleSchema = new EntitySchema<CourseModule>({
  class: CourseModule,
  tableName: 'course_modules',
  properties: {
    id: idProp,
    course: { kind: 'm:1', entity: () => Course, deleteRule: 'cascade' },
    moduleNumber: { type: 'integer' },
    title: { type: 'string', length: 200 },
  },
});

export const LessonSchema = new EntitySchema<Lesson>({
  class: Lesson,
  tableName: 'lessons',
  properties: {
    id: idProp,
    course: { kind: 'm:1', entity: () => Course, deleteRule: 'cascade' },
    module: { kind: 'm:1', entity: () => CourseModule, deleteRule: 'cascade' },
    title: { type: 'string', length: 200 },
    order: { type: 'integer' },
  },
});

export const GroupSchema = new EntitySchema<Group>({
  class: Group,
  tableName: 'groups',
  properties: {
    id: idProp,
    title: { type: 'string', length: 200 },
    course: { kind: 'm:1', entity: () => Course, deleteRule: 'cascade' },
    teacher: { kind: 'm:1', entity: () => User },
    webMeetingUrl: { type: 'string', length: 500, nullable: true },
    startsAt: { type: 'datetime', nullable: true },
    venueId: { type: 'integer', nullable: true },
  },
});

export const ScheduleSchema = new EntitySchema<Schedule>({
  class: Schedule,
  tableName: 'schedules',
  properties: {
    id: idProp,
    group: { kind: 'm:1', entity: () => Group, deleteRule: 'cascade' },
    weekDay: { type: 'integer' },
    hour: { type: 'integer' },
    minute: { type: 'integer' },
  },
});

export const GroupStudentSchema = new EntitySchema<GroupStudent>({
  class: GroupStudent,
  tableName: 'group_students',
  uniques: [{ properties: ['group', 'student'] }],
  properties: {
    id: idProp,
    group: { kind: 'm:1', entity: () => Group, deleteRule: 'cascade' },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    archived: { type: 'boolean', default: false },
  },
});

export const TaskSchema = new EntitySchema<Task>({
  class: Task,
  tableName: 'tasks',
  properties: {
    id: idProp,
    lesson: { kind: 'm:1', entity: () => Lesson, deleteRule: 'cascade' },
    order: { type: 'integer' },
    taskName: { type: 'string', length: 200 },
    taskType: { type: 'string', length: 40 },
    isOptional: { type: 'boolean', default: false },
    isAutoCheck: { type: 'boolean', default: false },
    parentId: { type: 'integer', nullable: true },
    accessType: { type: 'integer', default: 0 },
  },
});

export const TaskStatusSchema = new EntitySchema<TaskStatus>({
  class: TaskStatus,
  tableName: 'task_statuses',
  uniques: [{ properties: ['task', 'student'] }],
  properties: {
    id: idProp,
    task: { kind: 'm:1', entity: () => Task, deleteRule: 'cascade' },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    status: { type: 'string', length: 20 },
    updatedAt: { type: 'datetime' },
  },
});

export const learningEntities = [
  CourseSchema,
  CourseModuleSchema,
  LessonSchema,
  GroupSchema,
  ScheduleSchema,
  GroupStudentSchema,
  TaskSchema,
  TaskStatusSchema,
];
