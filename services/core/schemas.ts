import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema } from '@school/contracts';

/**
 * Service-side pieces of the contracts' schemas (every shape lives in shared/contracts). The error
 * body is registered once by $id; routes reference it for their error answers.
 */
export const errorSchema = ApiErrorBodySchema;

const errorRef = Type.Unsafe<Static<typeof ApiErrorBodySchema>>({ $ref: 'ApiError#' });

export const errorResponses = {
  400: errorRef,
  401: errorRef,
  403: errorRef,
  404: errorRef,
  503: errorRef,
} as const;

/** 409 for calls that can meet a conflicting state (e.g. a finished task). */
export const conflictResponse = { 409: errorRef } as const;

