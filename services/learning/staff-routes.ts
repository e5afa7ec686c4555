import type { FastifyInstance } from 'fastify';
import { ApiPaths, Role, SolveStatus, T } from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest, forbidden, notFound } from '../core/http-error';
import { Profile } from '../profile/entities';
import { Group, GroupStudent, Task, TaskStatus } from './entities';
import { City, Venue } from './task-entities';
import { bulkStatusSchema, dataOf, idParams } from './learning-schemas';

const tags = ['learning'];
const idProp = { type: 'integer', minimum: 1 } as const;

/** Teacher calls: group students, bulk statuses, organisation lookups. */
export default async function staffRoutes(app: FastifyInstance) {
  async function groupForStaff(groupId: number, callerId: number, role: string) {
    const group = await app.em().findOne(Group, { id: groupId });
    if (!group) throw notFound(T.server.notFound);
    if (role === Role.CourseAuthor) return group;
    if (role === Role.Teacher && group.teacher.id === callerId) return group;
    throw forbidden(T.server.forbidden);
  }

  app.get<{ Params: { groupId: number }; Querystring: { lessonId?: number } }>(
    ApiPaths.groupStudents(':groupId'),
    {
      schema: {
        tags,
        params: { type: 'object', properties: { groupId: idProp }, required: ['groupId'], additionalProperties: false },
        querystring: { type: 'object', properties: { lessonId: idProp }, additionalProperties: false },
        response: {
          200: dataOf({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const group = await groupForStaff(request.params.groupId, request.user.user_id, request.user.role);
      const em = app.em();
      const members = await em.find(GroupStudent, { group: group.id, archived: false }, { populate: ['student'], orderBy: { id: 'asc' } });
      const profiles = await em.find(Profile, { user: { $in: members.map((m) => m.student.id) } });
      const names = new Map(profiles.map((p) => [p.user.id, p.displayName]));
      return { data: members.map((m) => ({ id: m.student.id, title: names.get(m.student.id) || m.student.login })) };
    },
  );

  app.get<{ Querystring: { lesson_id: number; student_id?: number; group_id?: number } }>(
    ApiPaths.bulkTaskStatus,
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { lesson_id: idProp, student_id: idProp, group_id: idProp },
          required: ['lesson_id'],
          additionalProperties: false,
        },
        response: { 200: dataOf({ type: 'array', items: bulkStatusSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const { lesson_id: lessonId, student_id: studentId, group_id: groupId } = request.query;
      if (!studentId === !groupId) throw badRequest(T.server.badRequest, 'STUDENT_OR_GROUP');
      let studentIds: number[];
      if (studentId) {
        await app.assertStudentAccess(request, studentId);
        studentIds = [studentId];
      } else {
        const group = await groupForStaff(groupId!, request.user.user_id, request.user.role);
        const members = await app.em().find(GroupStudent, { group: group.id, archived: false });
        studentIds = members.map((m) => m.student.id);
      }
      const em = app.em();
      const tasks = await em.find(Task, { lesson: lessonId }, { orderBy: { order: 'asc', id: 'asc' } });
      const rows = await em.find(TaskStatus, { task: { $in: tasks.map((t) => t.id) }, student: { $in: studentIds } });
      const status = new Map(rows.map((r) => [`${r.task.id}:${r.student.id}`, r.status]));
      const data = studentIds.flatMap((sid) =>
        tasks.map((t) => ({
          lessonTaskId: t.id,
          studentId: sid,
          solveStatus: status.get(`${t.id}:${sid}`) ?? SolveStatus.Nothing,
          taskType: t.taskType,
        })),
      );
      return { data };
    },
  );

  const titled = { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } } as const;

  app.get(
    ApiPaths.cities,
    { schema: { tags, response: { 200: dataOf({ type: 'array', items: titled }), ...errorResponses } } },
    async () => {
      const rows = await app.em().find(City, {}, { orderBy: { title: 'asc' } });
      return { data: rows.map((c) => ({ id: c.id, title: c.title })) };
    },
  );

  app.get<{ Params: { id: number } }>(
    ApiPaths.venues(':id'),
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: dataOf({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, cityId: { type: 'integer' }, title: { type: 'string' } } } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const city = await app.em().findOne(City, { id: request.params.id });
      if (!city) throw notFound(T.server.notFound);
      const rows = await app.em().find(Venue, { city: city.id }, { orderBy: { title: 'asc' } });
      return { data: rows.map((v) => ({ id: v.id, cityId: city.id, title: v.title })) };
    },
  );

  app.get<{ Querystring: { cityId?: number; venueId?: number } }>(
    ApiPaths.orgGroups,
    {
      schema: {
        tags,
        querystring: { type: 'object', properties: { cityId: idProp, venueId: idProp }, additionalProperties: false },
        response: {
          200: dataOf({
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, title: { type: 'string' }, courseId: { type: 'integer' }, venueId: { type: ['integer', 'null'] } },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (request.user.role === Role.Student) throw forbidden(T.server.forbidden);
      const em = app.em();
      const { cityId, venueId } = request.query;
      let venueIds: number[] | null = null;
      if (venueId) venueIds = [venueId];
      else if (cityId) venueIds = (await em.find(Venue, { city: cityId })).map((v) => v.id);
      // A teacher sees only their own groups; a course author sees every group.
      const own = request.user.role === Role.Teacher ? { teacher: request.user.user_id } : {};
      const where = venueIds ? { ...own, venueId: { $in: venueIds } } : own;
      const groups = await em.find(Group, where, { orderBy: { id: 'asc' } });
      return { data: groups.map((g) => ({ id: g.id, title: g.title, courseId: g.course.id, venueId: g.venueId })) };
    },
  );
}
