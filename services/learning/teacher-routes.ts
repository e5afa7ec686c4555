import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActAsResponseSchema,
  GroupIdParamsSchema,
  GroupProgressQuerySchema,
  GroupProgressResponseSchema,
  ReviewQueueResponseSchema,
  STUCK_AFTER_MINUTES,
  StudentIdParamsSchema,
  TeacherGroupsQuerySchema,
  TeacherGroupsResponseSchema,
  T,
  TeacherPaths,
} from '@school/contracts';
import { signActing } from '../core/acting';
import { unauthorized } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import teacherReviewRoutes from './teacher-review-routes';
import staffCheckRoutes from './staff-check-routes';

const tags = ['teacher'];

/**
 * The teacher's side (the author's courses are in author-routes.ts). Live progress is polled by the group page
 * (GROUP_PROGRESS_POLL_MS): a status is written by whichever gateway instance served the student,
 * so a poll of the database is right with any number of instances and needs no pub/sub, and one
 * poll of a 30 x 20 grid is a few set queries.
 */
const teacherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(teacherReviewRoutes);
  await app.register(staffCheckRoutes);

  app.get(
    TeacherPaths.groups,
    {
      config: { access: 'teacher' },
      schema: { tags, querystring: TeacherGroupsQuerySchema, response: { 200: TeacherGroupsResponseSchema, ...errorResponses } },
    },
    async (request) => ({ data: await app.teacher.groups(request.user.user_id, request.query) }),
  );

  app.get(
    TeacherPaths.groupProgress(':groupId'),
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        params: GroupIdParamsSchema,
        querystring: GroupProgressQuerySchema,
        response: { 200: GroupProgressResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { lessonId, stuckMinutes = STUCK_AFTER_MINUTES } = request.query;
      reply.header('cache-control', 'no-store');
      return { data: await app.teacher.progress(request.user.user_id, request.params.groupId, lessonId, stuckMinutes) };
    },
  );

  app.get(
    TeacherPaths.reviewQueue,
    { config: { access: 'teacher' }, schema: { tags, response: { 200: ReviewQueueResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.teacher.reviewQueue(request.user.user_id) };
    },
  );

  app.post(
    TeacherPaths.actAs(':studentId'),
    {
      // The student is checked below (a member of one of the caller's groups), not by the subject rule.
      config: { access: 'teacher', subject: () => undefined },
      schema: {
        tags,
        params: StudentIdParamsSchema,
        response: { 200: ActAsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const teacherId = request.user.user_id;
      // The acting lives with the teacher's login: its family is named by the teacher's access token.
      const sid = request.user.sid;
      const family = sid ? await app.sessionFamilies.live(sid, teacherId) : null;
      // An access token issued before tokens named their family, or of a login that ended: a 401
      // makes the client refresh (the new token names it) or log out.
      if (!sid || !family) throw unauthorized(T.server.unauthorized);
      const { user, title } = await app.teacher.actingTarget(teacherId, request.params.studentId);
      // A student's token, so the student's rules apply (locks, statuses, no reviewer actions);
      // `act` names the teacher, who is logged as the actor of everything done with it.
      request.log.info({ teacherId, studentId: user.id }, 'teacher acts for a student');
      const tokens = signActing(app, { user: user.login, user_id: user.id, act: teacherId, sid }, family.expiresAt);
      return { data: { ...tokens, student: { id: user.id, title } } };
    },
  );
};

export default teacherRoutes;
