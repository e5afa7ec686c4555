import { Value } from 'typebox/value';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** An /api route as the access hook recorded it (services/core/auth-hook.ts). */
export interface ApiRoute {
  method: string;
  url: string;
  access: string | undefined;
  schema?: FastifySchema;
}

/** Every /api route once (HEAD aside: Fastify adds it for each GET), documentation pages excluded. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.accessTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
}

/** Route params that name the student the call is about (services/core/access.ts defaultSubject). */
export const SUBJECT_PARAMS = ['userId', 'studentId'];

export function namesSubject(route: ApiRoute): boolean {
  return SUBJECT_PARAMS.some((p) => route.url.includes(`:${p}`));
}

/** The URL with the subject params set to the student and every other param to 1. */
export function fillUrl(route: ApiRoute, studentId: number): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => (SUBJECT_PARAMS.includes(name) ? String(studentId) : '1')).replace(/\*$/, '');
}

/** A body the route's schema accepts where TypeBox can make one (so the access rule, not validation, answers). */
export function validBody(route: ApiRoute): unknown {
  const schema = route.schema?.body as object | undefined;
  if (!schema) return undefined;
  try {
    return Value.Create(schema as never);
  } catch {
    return {};
  }
}
