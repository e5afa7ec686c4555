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
