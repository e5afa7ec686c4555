import type { FastifyInstance } from 'fastify';
import { ApiPaths, T } from '@school/contracts';
import { forbidden, notFound } from '../core/http-error';
import { errorResponses, profileSchema, userIdParams } from '../core/schemas';


export default async function profileRoutes(app: FastifyInstance) {
  app.get<{ Params: { userId: number } }>(
    ApiPaths.profile(':userId'),
    {
      schema: {
        tags: ['profile'],
        params: userIdParams,
        response: { 200: { type: 'object', properties: { data: profileSchema } }, ...errorResponses },
      },
    },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const profile = await app.profiles.get(request.params.userId);
      if (!profile) throw notFound(T.server.notFound);
      return { data: profile };
    },
  );

  app.post<{ Params: { userId: number }; Body: { timeZone: string; localTime: string } }>(
    ApiPaths.timezone(':userId'),
    {
      schema: {
        tags: ['profile'],
        params: userIdParams,
        body: {
          type: 'object',
          properties: {
            timeZone: { type: 'string', minLength: 1, maxLength: 64 },
            localTime: { type: 'string', minLength: 1, maxLength: 64 },
          },
          required: ['timeZone', 'localTime'],
          additionalProperties: false,
        },
        response: { 200: { type: 'object', properties: { data: { type: 'boolean' } } }, ...errorResponses },
      },
    },
    async (request) => {
      // Only the student sets their own time zone.
      if (request.user.user_id !== request.params.userId) throw forbidden(T.server.forbidden);
      await app.profiles.setTimezone(request.params.userId, request.body);
      return { data: true };
    },
  );
}
