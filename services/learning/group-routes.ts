import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '@school/contracts';
import { errorResponses, userIdParams } from '../core/schemas';

const enrolmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    course: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        logoUrl: { type: ['string', 'null'] },
        lessonCount: { type: 'integer' },
        lessonPassed: { type: 'integer' },
        currentLessonId: { type: ['integer', 'null'] },
        lessons: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              moduleId: { type: 'integer' },
              title: { type: 'string' },
              startsAt: { type: ['string', 'null'] },
            },
          },
        },
        modules: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, moduleNumber: { type: 'integer' }, title: { type: 'string' } },
          },
        },
      },
    },
    schedules: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          weekDay: { type: 'integer' },
          hour: { type: 'integer' },
          minute: { type: 'integer' },
        },
      },
    },
    teacher: { type: 'object', properties: { displayName: { type: 'string' } } },
    webMeetingUrl: { type: ['string', 'null'] },
    startsAt: { type: ['string', 'null'] },
  },
} as const;

const listResponse = {
  type: 'object',
  properties: { data: { type: 'array', items: enrolmentSchema }, hasArchive: { type: 'boolean' } },
  required: ['data', 'hasArchive'],
} as const;

export default async function groupRoutes(app: FastifyInstance) {
  for (const archived of [false, true]) {
    app.get<{ Params: { userId: number } }>(
      archived ? ApiPaths.groupsArchive(':userId') : ApiPaths.groups(':userId'),
      { schema: { tags: ['learning'], params: userIdParams, response: { 200: listResponse, ...errorResponses } } },
      async (request, reply) => {
        const { userId } = request.params;
        await app.assertStudentAccess(request, userId);
        const [data, hasArchive] = await Promise.all([
          app.groups.enrolments(userId, archived),
          app.groups.hasArchive(userId),
        ]);
        // The course list has cache time 0.
        reply.header('cache-control', 'no-store');
        return { data, hasArchive };
      },
    );
  }
}
