import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { AnswerItem, TaskAction, WebResourceDto } from '@school/contracts';
import { User } from '../auth/entities';
import { Course, Lesson, Task } from './entities';

/** One text window of a task (description 1 ... solution 17). */
export const TaskText = defineEntity({
  name: 'TaskText',
  tableName: 'task_texts',
  uniques: [{ properties: ['task', 'windowId'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.manyToOne(Task).deleteRule('cascade'),
    windowId: p.integer(),
    text: p.text(),
  }),
});
export type TaskText = InferEntity<typeof TaskText>;

/** The quiz question of a Quiz task; its options are QuizOption rows. */
export const Quiz = defineEntity({
  name: 'Quiz',
  tableName: 'quizzes',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.oneToOne(Task).owner().deleteRule('cascade'),
    question: p.text(),
  }),
});
export type Quiz = InferEntity<typeof Quiz>;

export const QuizOption = defineEntity({
  name: 'QuizOption',
  tableName: 'quiz_options',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    quiz: p.manyToOne(Quiz).deleteRule('cascade'),
    order: p.integer(),
    text: p.text(),
    isCorrect: p.boolean().default(false).onCreate(() => false),
  }),
});
export type QuizOption = InferEntity<typeof QuizOption>;

/** A file attached to a task (webResource). */
export const TaskResource = defineEntity({
  name: 'TaskResource',
  tableName: 'task_resources',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.manyToOne(Task).deleteRule('cascade'),
    name: p.string().length(300),
    url: p.string().length(1000),
    md5: p.string().length(64),
  }),
});
export type TaskResource = InferEntity<typeof TaskResource>;

export const LessonTheory = defineEntity({
  name: 'LessonTheory',
  tableName: 'lesson_theories',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    lesson: p.oneToOne(Lesson).owner().deleteRule('cascade'),
    text: p.text(),
  }),
});
export type LessonTheory = InferEntity<typeof LessonTheory>;

export const LessonResource = defineEntity({
  name: 'LessonResource',
  tableName: 'lesson_resources',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    lesson: p.manyToOne(Lesson).deleteRule('cascade'),
    name: p.string().length(300),
    /** ResourceType: 'Presentation', 'Thumb' or a numeric code, kept as text. */
    resourceType: p.string().length(40),
    url: p.string().length(1000),
  }),
});
export type LessonResource = InferEntity<typeof LessonResource>;

/** A student's answer to one task: the window texts (JSON), with the client revision of the save. */
export const TaskAnswer = defineEntity({
  name: 'TaskAnswer',
  tableName: 'task_answers',
  uniques: [{ properties: ['task', 'student'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.manyToOne(Task).deleteRule('cascade'),
    student: p.manyToOne(User).deleteRule('cascade'),
    answerJson: p.json<AnswerItem[]>(),
    resourcesJson: p.json<WebResourceDto[]>().default([]).onCreate(() => []),
    revision: p.double().$type<number>().runtimeType('number'),
    autoCheckPassed: p.boolean().default(false).onCreate(() => false),
    projectId: p.integer().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type TaskAnswer = InferEntity<typeof TaskAnswer>;

/** Event log: Execute, MarkCorrect, Skip, MarkWrong per lesson and task. */
export const TaskEvent = defineEntity({
  name: 'TaskEvent',
  tableName: 'task_events',
  indexes: [{ properties: ['task', 'student'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    task: p.manyToOne(Task).deleteRule('cascade'),
    lessonId: p.integer(),
    student: p.manyToOne(User).deleteRule('cascade'),
    actor: p.manyToOne(User).deleteRule('cascade'),
    action: p.string().$type<TaskAction>().length(20),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type TaskEvent = InferEntity<typeof TaskEvent>;

/** A student's state on a Funbox (extra) course. */
export const FunboxEnrolment = defineEntity({
  name: 'FunboxEnrolment',
  tableName: 'funbox_enrolments',
  uniques: [{ properties: ['course', 'student'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    course: p.manyToOne(Course).deleteRule('cascade'),
    student: p.manyToOne(User).deleteRule('cascade'),
    status: p.string().length(20),
  }),
});
export type FunboxEnrolment = InferEntity<typeof FunboxEnrolment>;

export const City = defineEntity({
  name: 'City',
  tableName: 'cities',
  properties: (p) => ({ id: p.integer().primary().autoincrement(), title: p.string().length(200) }),
});
export type City = InferEntity<typeof City>;

export const Venue = defineEntity({
  name: 'Venue',
  tableName: 'venues',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    city: p.manyToOne(City).deleteRule('cascade'),
    title: p.string().length(200),
  }),
});
export type Venue = InferEntity<typeof Venue>;

export const taskEntities = [TaskText, Quiz, QuizOption, TaskResource, LessonTheory, LessonResource, TaskAnswer, TaskEvent, FunboxEnrolment, City, Venue];
