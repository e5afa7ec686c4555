/** JSON schemas of the learning calls (platform-core 7). */
import { SERVER_SOLVE_STATUSES, SolveStatus, TASK_ACTIONS, TASK_TYPES, WINDOW_IDS } from '@school/contracts';

const int = { type: 'integer' } as const;
const id = { type: 'integer', minimum: 1 } as const;
const str = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const statusProp = { type: 'string', enum: [...SERVER_SOLVE_STATUSES, SolveStatus.QuizIncorrect] } as const;

export const conflictResponse = { 409: { $ref: 'ApiError#' } } as const;

export const lessonParams = {
  type: 'object',
  properties: { lessonId: id },
  required: ['lessonId'],
  additionalProperties: false,
} as const;

export const lessonTaskParams = {
  type: 'object',
  properties: { lessonId: id, taskId: id },
  required: ['lessonId', 'taskId'],
  additionalProperties: false,
} as const;

export const idParams = {
  type: 'object',
  properties: { id },
  required: ['id'],
  additionalProperties: false,
} as const;

export const studentQuery = {
  type: 'object',
  properties: { studentId: id },
  additionalProperties: false,
} as const;

export const taskTextSchema = {
  type: 'object',
  properties: {
    id: int,
    taskId: int,
    windowId: { type: 'integer', enum: [...WINDOW_IDS] },
    text: { type: 'string', maxLength: 200_000 },
  },
  required: ['windowId', 'text'],
  additionalProperties: false,
} as const;

export const quizSchema = {
  type: ['object', 'null'],
  properties: {
    question: { type: 'string', maxLength: 5000 },
    answers: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        properties: { id: int, text: { type: 'string', maxLength: 2000 }, isCorrect: { type: 'boolean' } },
        required: ['text'],
        additionalProperties: false,
      },
    },
  },
  required: ['question', 'answers'],
  additionalProperties: false,
} as const;

export const webResourceSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 300 },
    url: { type: 'string', maxLength: 1000 },
    md5: { type: 'string', maxLength: 64 },
  },
  required: ['name', 'url', 'md5'],
  additionalProperties: false,
} as const;

export const taskListItemSchema = {
  type: 'object',
  properties: {
    id: int,
    order: int,
    isOptional: { type: 'boolean' },
    taskType: str,
    solveStatus: statusProp,
    lessonId: int,
    taskName: str,
    locked: { type: 'boolean' },
    parentId: nullableInt,
  },
} as const;

export const taskSchema = {
  type: 'object',
  properties: {
    id: int,
    lessonId: int,
    taskId: int,
    order: int,
    parentId: nullableInt,
    taskName: str,
    taskType: str,
    isOptional: { type: 'boolean' },
    isAutoCheck: { type: 'boolean' },
    quiz: quizSchema,
    taskText: { type: 'array', items: taskTextSchema },
    webResource: { type: 'array', items: webResourceSchema },
    projectId: nullableInt,
    solveStatus: statusProp,
    accessType: int,
    studentId: nullableInt,
    title: str,
    desc: str,
  },
} as const;

export const taskSaveBody = {
  type: 'object',
  properties: {
    taskName: { type: 'string', minLength: 1, maxLength: 200 },
    taskText: { type: 'array', maxItems: 20, items: taskTextSchema },
    quiz: quizSchema,
    webResource: { type: 'array', maxItems: 50, items: webResourceSchema },
  },
  required: ['taskText', 'quiz', 'webResource'],
  additionalProperties: false,
} as const;

export const statusQuery = {
  type: 'object',
  properties: { action: { type: 'string', enum: [...TASK_ACTIONS] }, studentId: id },
  required: ['action'],
  additionalProperties: false,
} as const;

export const statusResultSchema = {
  type: 'object',
  properties: {
    lessonTaskId: int,
    studentId: int,
    action: str,
    solveStatus: statusProp,
    statusCode: nullableInt,
  },
} as const;

const resourceSchema = {
  type: 'object',
  properties: { id: int, name: str, resourceType: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, url: str },
} as const;

export const theorySchema = {
  type: 'object',
  properties: { lessonId: int, title: str, text: str, resources: { type: 'array', items: resourceSchema } },
} as const;

export const lessonResourcesSchema = { type: 'array', items: resourceSchema } as const;

const answerItemSchema = {
  type: 'object',
  properties: { windowId: { type: 'integer', minimum: 0, maximum: 100 }, answerText: { type: 'string', maxLength: 200_000 } },
  required: ['windowId', 'answerText'],
  additionalProperties: false,
} as const;

export const answerSchema = {
  type: 'object',
  properties: {
    lessonTaskId: int,
    studentId: int,
    solveStatus: statusProp,
    answer: { type: 'array', items: answerItemSchema },
    revision: { type: 'number' },
    autoCheckPassed: { type: 'boolean' },
    projectId: nullableInt,
    updatedAt: { type: ['string', 'null'] },
  },
} as const;

export const answerSaveBody = {
  type: 'object',
  properties: {
    studentId: id,
    autoCheckPassed: { type: 'boolean' },
    lessonTaskId: id,
    answer: { type: 'array', maxItems: 20, items: answerItemSchema },
    projectId: nullableInt,
    resources: { type: 'array', maxItems: 50, items: webResourceSchema },
    action: { type: 'string', enum: ['Save'] },
    revision: { type: 'number', minimum: 0 },
  },
  required: ['studentId', 'autoCheckPassed', 'lessonTaskId', 'answer', 'action', 'revision'],
  additionalProperties: false,
} as const;

export const answerSaveResultSchema = {
  type: 'object',
  properties: { applied: { type: 'boolean' }, revision: { type: 'number' }, solveStatus: statusProp },
} as const;

export const quizAnswerBody = {
  type: 'array',
  minItems: 1,
  maxItems: 20,
  items: {
    type: 'object',
    properties: { studentId: id, answerId: id },
    required: ['studentId', 'answerId'],
    additionalProperties: false,
  },
} as const;

export const quizResultSchema = {
  type: 'object',
  properties: { correct: { type: 'boolean' }, solveStatus: statusProp },
} as const;

export const eventSchema = {
  type: 'object',
  properties: { id: int, lessonId: int, lessonTaskId: int, studentId: int, actorId: int, action: str, createdAt: str },
} as const;

export const bulkStatusSchema = {
  type: 'object',
  properties: { lessonTaskId: int, studentId: int, solveStatus: statusProp, taskType: { type: 'string', enum: [...TASK_TYPES] } },
} as const;

export const courseSchema = {
  type: 'object',
  properties: { id: int, title: str, logoUrl: { type: ['string', 'null'] }, isFunbox: { type: 'boolean' } },
} as const;

export const lessonWithTasksSchema = {
  type: 'object',
  properties: {
    id: int,
    moduleId: int,
    moduleNumber: int,
    title: str,
    order: int,
    tasks: { type: 'array', items: taskListItemSchema },
  },
} as const;

export const dataOf = (schema: object) =>
  ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;
