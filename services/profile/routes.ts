import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiPaths, Data, ProfileDtoSchema, T, TimezoneUpdateSchema, UserIdParamsSchema } from '@school/contracts';
import { notFound } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['profile'];

const profileRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function profileRoutes(app) {
  app.get(
    ApiPaths.profile(':userId'),
    {
      config: { access: 'selfOrReviewer' },
      schema: { tags, params: UserIdParamsSchema, response: { 200: Data(ProfileDtoSchema), ...errorResponses } },
    },
    async (request) => {
      const profile = await app.profiles.get(request.params.userId);
      if (!profile) throw notFound(T.server.notFound);
      return { data: profile };
    },
  );

  app.post(
    ApiPaths.timezone(':userId'),
    {
      // Only the student sets their own time zone.
      config: { access: 'self' },
      schema: { tags, params: UserIdParamsSchema, body: TimezoneUpdateSchema, response: { 200: Data(Type.Boolean()), ...errorResponses } },
    },
    async (request) => {
      // A teacher acting for the student sits at another clock: only the student's own browser sets the zone.
      if ((request.user as { act?: number }).act) return { data: false };
      await app.profiles.setTimezone(request.params.userId, request.body);
      return { data: true };
    },
  );
});

export default profileRoutes;
