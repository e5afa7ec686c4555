// JSON schemas of the Fun Space calls.
import { profileSchema } from '../core/schemas';

const resourceSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 300 },
    url: { type: 'string', maxLength: 1000 },
    md5: { type: ['string', 'null'], maxLength: 64 },
    resourceType: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'integer' }] },
    guid: { type: ['string', 'null'], maxLength: 64 },
  },
  required: ['name', 'url', 'resourceType'],
  additionalProperties: false,
} as const;

const textSchema = {
  type: 'object',
  properties: { windowId: { type: 'integer', minimum: 1 }, text: { type: 'string', maxLength: 2_000_000 } },
  required: ['windowId', 'text'],
  additionalProperties: false,
} as const;

const editable = {
  title: { type: 'string', maxLength: 300 },
  desc: { type: 'string', maxLength: 10000 },
  accessType: { type: 'integer', enum: [0, 1, 2] },
  resources: { type: 'array', maxItems: 100, items: resourceSchema },
  projectText: { type: 'array', maxItems: 50, items: textSchema },
  thumbnail: { type: ['string', 'null'], maxLength: 500 },
} as const;

export const projectCreateBody = {
  type: 'object',
  properties: { ...editable, projectType: { type: 'integer', minimum: 1, maximum: 99 }, studentId: { type: 'integer' } },
  required: ['title', 'projectType'],
  additionalProperties: false,
} as const;

export const projectSaveBody = {
  type: 'object',
  properties: {
    ...editable,
    id: { type: 'integer' },
    studentId: { type: 'integer' },
    publicUrl: { type: 'string', maxLength: 1000 },
  },
  additionalProperties: false,
} as const;

export const projectSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    desc: { type: 'string' },
    projectType: { type: 'integer' },
    accessType: { type: 'integer' },
    createdAt: { type: 'string' },
    isDeleted: { type: 'boolean' },
    studentId: { type: 'integer' },
    author: { type: 'string' },
    publicUrl: { type: 'string' },
    baseUrl: { type: 'string' },
    thumbnail: { type: ['string', 'null'] },
    resources: {
      type: 'array',
      items: { type: 'object', properties: { ...resourceSchema.properties } },
    },
    projectText: { type: 'array', items: { type: 'object', properties: { ...textSchema.properties } } },
    stats: { type: 'object', properties: { likes: { type: 'integer' }, views: { type: 'integer' } } },
    liked: { type: 'boolean' },
    profile: profileSchema,
    hackProject: {
      type: ['object', 'null'],
      properties: {
        hackEventId: { type: 'integer' },
        hackEvent: { type: 'string' },
        hackNominationId: { type: ['integer', 'null'] },
        hackNomination: { type: ['string', 'null'] },
        hackGrade: { type: ['string', 'null'] },
        place: { type: ['integer', 'null'] },
      },
    },
  },
} as const;

export const oneProject = { type: 'object', properties: { data: projectSchema }, required: ['data'] } as const;
export const projectList = {
  type: 'object',
  properties: { data: { type: 'array', items: projectSchema } },
  required: ['data'],
} as const;

export const studentParams = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 1 } },
  required: ['userId'],
  additionalProperties: false,
} as const;

export const projectParams = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 0 }, projectId: { type: 'integer', minimum: 1 } },
  required: ['userId', 'projectId'],
  additionalProperties: false,
} as const;

const hashProp = { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' } as const;

export const hashParams = {
  type: 'object',
  properties: { hash: hashProp },
  required: ['hash'],
  additionalProperties: false,
} as const;

export const userHashParams = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 0 }, hash: hashProp },
  required: ['userId', 'hash'],
  additionalProperties: false,
} as const;
