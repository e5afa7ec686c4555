import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiPaths,
  BulkTaskStatusDtoSchema,
  BulkTaskStatusQuerySchema,
  CityDtoSchema,
  Data,
  GroupStudentDtoSchema,
  GroupStudentsParamsSchema,
  GroupStudentsQuerySchema,
  IdParamsSchema,
  OrgGroupDtoSchema,
  OrgGroupsQuerySchema,
  T,
  VenueDtoSchema,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['learning'];
const list = <T extends Parameters<typeof Type.Array>[0]>(item: T) => ({ 200: Data(Type.Array(item)), ...errorResponses });

/** Teacher calls: group students, bulk statuses, organisation lookups. */
const staffRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function staffRoutes(app) {
  app.get(
    ApiPaths.groupStudents(':groupId'),
    {
      config: { access: 'staff' },
      schema: { tags, params: GroupStudentsParamsSchema, querystring: GroupStudentsQuerySchema, response: list(GroupStudentDtoSchema) },
    },
    async (request) => ({ data: await app.staff.groupStudents(request.params.groupId, request.access!) }),
  );

  app.get(
    ApiPaths.bulkTaskStatus,
    {
      // A named student must be one the teacher teaches in this lesson's course.
      config: { access: 'reviewerOfCourse', course: { lesson: 'lesson_id' } },
      schema: { tags, querystring: BulkTaskStatusQuerySchema, response: list(BulkTaskStatusDtoSchema) },
    },
    async (request) => {
      const { lesson_id: lessonId, student_id: studentId, group_id: groupId } = request.query;
      if (!studentId === !groupId) throw badRequest(T.server.badRequest, 'STUDENT_OR_GROUP');
      const target = studentId ? { studentId } : { groupId: groupId! };
      return { data: await app.staff.bulkStatuses(lessonId, target, request.access!) };
    },
  );

  app.get(
    ApiPaths.cities,
    { config: { access: 'authenticated' }, schema: { tags, response: list(CityDtoSchema) } },
    async () => ({ data: await app.staff.cities() }),
  );

  app.get(
    ApiPaths.venues(':id'),
    { config: { access: 'authenticated' }, schema: { tags, params: IdParamsSchema, response: list(VenueDtoSchema) } },
    async (request) => ({ data: await app.staff.venues(request.params.id) }),
  );

  app.get(
    ApiPaths.orgGroups,
    { config: { access: 'staff' }, schema: { tags, querystring: OrgGroupsQuerySchema, response: list(OrgGroupDtoSchema) } },
    async (request) => ({ data: await app.staff.orgGroups(request.query, request.access!) }),
  );
});

export default staffRoutes;
