import { EntitySchema } from '@mikro-orm/core';
import type { TaskAction } from '@school/contracts';
import { User } from '../auth/entities';
import { Course, Lesson, Task } from './entities';

const idProp = { type: 'integer', primary: true, autoincrement: true } as const;

/** One text window of a task (description 1 ... solution 17). */
export class TaskText {
  id!: number;
  task!: Task;
  windowId!: number;
  text!: string;
}

/** The quiz question of a Quiz task; its options are QuizOption rows. */
export class Quiz {
  id!: number;
  task!: Task;
  question!: string;
}

export class QuizOption {
  id!: number;
  quiz!: Quiz;
  order!: number;
  text!: string;
  isCorrect = false;
}

/** A file attached to a task (webResource). */
export class TaskResource {
  id!: number;
  task!: Task;
  name!: string;
  url!: string;
  md5!: string;
}

export class LessonTheory {
  id!: number;
  lesson!: Lesson;
  text!: string;
}

export class LessonResource {
  id!: number;
  lesson!: Lesson;
  name!: string;
  /** ResourceType: 'Presentation', 'Thumb' or a numeric code, kept as text. */
  resourceType!: string;
  url!: string;
}

/** A student's answer to one task: the window texts as JSON, with the client revision of the save. */
export class TaskAnswer {
  id!: number;
  task!: Task;
  student!: User;
  answerJson!: string;
  resourcesJson = '[]';
  revision!: number;
  autoCheckPassed = false;
  projectId: number | null = null;
  updatedAt: Date = new Date();
}

/** Event log: Execute, MarkCorrect, Skip, MarkWrong per lesson and task. */
export class TaskEvent {
  id!: number;
  task!: Task;
  lessonId!: number;
  student!: User;
  actor!: User;
  action!: TaskAction;
  createdAt: Date = new Date();
}

/** A student's state on a Funbox (extra) course. */
export class FunboxEnrolment {
  id!: number;
  course!: Course;
  student!: User;
  status!: string;
}

export class City {
  id!: number;
  title!: string;
}

export class Venue {
  id!: number;
  city!: City;
  title!: string;
}

export const TaskTextSchema = new EntitySchema<TaskText>({
  class: TaskText,
  tableName: 'task_texts',
  uniques: [{ properties: ['task', 'windowId'] }],
  properties: {
    id: idProp,
    task: { kind: 'm:1', entity: () => Task, deleteRule: 'cascade' },
    windowId: { type: 'integer' },
    text: { type: 'text' },
  },
});

export const QuizSchema = new EntitySchema<Quiz>({
  class: Quiz,
  tableName: 'quizzes',
  properties: {
    id: idProp,
    task: { kind: '1:1', entity: () => Task, owner: true, deleteRule: 'cascade' },
    question: { type: 'text' },
  },
});

export const QuizOptionSchema = new EntitySchema<QuizOption>({
  class: QuizOption,
  tableName: 'quiz_options',
  properties: {
    id: idProp,
    quiz: { kind: 'm:1', entity: () => Quiz, deleteRule: 'cascade' },
    order: { type: 'integer' },
    text: { type: 'text' },
    isCorrect: { type: 'boolean', default: false },
  },
});

export const TaskResourceSchema = new EntitySchema<TaskResource>({
  class: TaskResource,
  tableName: 'task_resources',
  properties: {
    id: idProp,
    task: { kind: 'm:1', entity: () => Task, deleteRule: 'cascade' },
    name: { type: 'string', length: 300 },
    url: { type: 'string', length: 1000 },
    md5: { type: 'string', length: 64 },
  },
});

export const LessonTheorySchema = new EntitySchema<LessonTheory>({
  class: LessonTheory,
  tableName: 'lesson_theories',
  properties: {
    id: idProp,
    lesson: { kind: '1:1', entity: () => Lesson, owner: true, deleteRule: 'cascade' },
    text: { type: 'text' },
  },
});

export const LessonResourceSchema = new EntitySchema<LessonResource>({
  class: LessonResource,
  tableName: 'lesson_resources',
  properties: {
    id: idProp,
    lesson: { kind: 'm:1', entity: () => Lesson, deleteRule: 'cascade' },
    name: { type: 'string', length: 300 },
    resourceType: { type: 'string', length: 40 },
    url: { type: 'string', length: 1000 },
  },
});

export const TaskAnswerSchema = new EntitySchema<TaskAnswer>({
  class: TaskAnswer,
  tableName: 'task_answers',
  uniques: [{ properties: ['task', 'student'] }],
  properties: {
    id: idProp,
    task: { kind: 'm:1', entity: () => Task, deleteRule: 'cascade' },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    answerJson: { type: 'text' },
    resourcesJson: { type: 'text', default: '[]' },
    revision: { type: 'double' },
    autoCheckPassed: { type: 'boolean', default: false },
    projectId: { type: 'integer', nullable: true },
    updatedAt: { type: 'datetime' },
  },
});

export const TaskEventSchema = new EntitySchema<TaskEvent>({
  class: TaskEvent,
  tableName: 'task_events',
  indexes: [{ properties: ['task', 'student'] }],
  properties: {
    id: idProp,
    task: { kind: 'm:1', entity: () => Task, deleteRule: 'cascade' },
    lessonId: { type: 'integer' },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    actor: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    action: { type: 'string', length: 20 },
    createdAt: { type: 'datetime' },
  },
});

export const FunboxEnrolmentSchema = new EntitySchema<FunboxEnrolment>({
  class: FunboxEnrolment,
  tableName: 'funbox_enrolments',
  uniques: [{ properties: ['course', 'student'] }],
  properties: {
    id: idProp,
    course: { kind: 'm:1', entity: () => Course, deleteRule: 'cascade' },
    student: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    status: { type: 'string', length: 20 },
  },
});

export const CitySchema = new EntitySchema<City>({
  class: City,
  tableName: 'cities',
  properties: { id: idProp, title: { type: 'string', length: 200 } },
});

export const VenueSchema = new EntitySchema<Venue>({
  class: Venue,
  tableName: 'venues',
  properties: {
    id: idProp,
    city: { kind: 'm:1', entity: () => City, deleteRule: 'cascade' },
    title: { type: 'string', length: 200 },
  },
});

export const taskEntities = [
  TaskTextSchema,
  QuizSchema,
  QuizOptionSchema,
  TaskResourceSchema,
  LessonTheorySchema,
  LessonResourceSchema,
  TaskAnswerSchema,
  TaskEventSchema,
  FunboxEnrolmentSchema,
  CitySchema,
  VenueSchema,
];
