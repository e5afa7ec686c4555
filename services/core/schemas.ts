/** Reusable JSON schemas. Route schemas reference these with $ref. */
export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    message: { type: 'string' },
    details: { type: 'string' },
  },
  required: ['statusCode', 'code', 'message'],
} as const;

export const userIdParams = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 1 } },
  required: ['userId'],
  additionalProperties: false,
} as const;

export const errorResponses = {
  400: { $ref: 'ApiError#' },
  401: { $ref: 'ApiError#' },
  403: { $ref: 'ApiError#' },
  404: { $ref: 'ApiError#' },
} as const;

/** A student profile as every domain returns it (profile calls, project authors). */
export const profileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    displayName: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    gender: { type: ['string', 'null'] },
    age: { type: ['integer', 'null'] },
    avatar: { type: ['string', 'null'] },
    links: { type: 'object', properties: { discord: { type: ['string', 'null'] } } },
  },
} as const;
