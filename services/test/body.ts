import type { LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody } from '@school/contracts';

/**
 * Typed bodies of `app.inject` answers, for assertions on typed values (a response's `json()` is
 * `any` otherwise). T is the route's DTO from @school/contracts, or a test's own narrower shape.
 */

/** The `data` of a successful answer (every JSON answer is `{ data: T }`, DataResponse). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  return res.json<{ data: T }>().data;
}

/** The body of an error answer: statusCode, code, message (ApiErrorBody). */
export function errorOf(res: LightMyRequestResponse): ApiErrorBody {
  return res.json<ApiErrorBody>();
}
