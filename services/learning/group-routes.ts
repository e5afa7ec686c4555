import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, EnrolmentListResponseSchema, UserIdParamsSchema } from '@school/contracts';
import { asyncPlugin } from '../core/async-plugin';
import { errorResponses } from '../core/schemas';

/** The student's groups (current and archive): the course cards and the sidebar of every page. */
const groupRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function groupRoutes(app) {
  for (const archived of [false, true]) {
    app.get(
      archived ? ApiPaths.groupsArchive(':userId') : ApiPaths.groups(':userId'),
      {
        config: { access: 'selfOrTeacher' },
        schema: { tags: ['learning'], params: UserIdParamsSchema, response: { 200: EnrolmentListResponseSchema, ...errorResponses } },
      },
      async (request, reply) => {
        const { userId } = request.params;
        const { data, hasArchive } = await app.groups.enrolments(userId, archived);
        // The course list has cache time 0.
        reply.header('cache-control', 'no-store');
        return { data, hasArchive };
      },
    );
  }
});

export default groupRoutes;
