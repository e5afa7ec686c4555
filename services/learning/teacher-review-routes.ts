import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Data,
  ReviewBodySchema,
  ReviewNoticesResponseSchema,
  ReviewPaths,
  ReviewQuerySchema,
  ReviewResponseSchema,
  ReviewTaskParamsSchema,
  TTeacher,
  TaskReviewResponseSchema,
} from '@school/contracts';
import { forbidden } from '../core/http-error';
import { conflictResponse, errorResponses } from '../core/schemas';
import { createReviewRepository } from './teacher-review-repository';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['teacher'];

/** The teacher's verdict in words, and where the student reads it (the task and the home page's notices). */
const teacherReviewRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function teacherReviewRoutes(app) {
  const reviews = createReviewRepository(app);

  app.post(
    ReviewPaths.review(':taskId'),
    {
      // The access rule resolves the student (body.studentId) and their teacher for the task's course.
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'taskId' } },
      schema: {
        tags,
        params: ReviewTaskParamsSchema,
        body: ReviewBodySchema,
        response: { 200: ReviewResponseSchema, ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      // A student naming themselves passes the rule as "self": only the student's teacher reviews.
      if (!request.access?.teacherOfSubject) throw forbidden(TTeacher.server.notReviewer, 'REVIEWER_ONLY');
      const subject = app.tasks.subject(request, request.body.studentId);
      const task = await app.tasks.reachableTask(subject, request.params.taskId);
      return { data: await reviews.review(task, subject, request.body) };
    },
  );

  app.get(
    ReviewPaths.taskReview(':taskId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'taskId' } },
      schema: { tags, params: ReviewTaskParamsSchema, querystring: ReviewQuerySchema, response: { 200: TaskReviewResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableRef(subject, request.params.taskId);
      reply.header('cache-control', 'no-store');
      return { data: await reviews.current(task.id, subject.studentId) };
    },
  );

  app.post(
    ReviewPaths.reviewSeen(':taskId'),
    {
      config: { access: 'self' },
      schema: { tags, params: ReviewTaskParamsSchema, response: { 200: Data(Type.Object({ seen: Type.Boolean() })), ...errorResponses } },
    },
    async (request) => {
      // A teacher acting for the student leaves the notice for the student to see.
      if ((request.user as { act?: number }).act) return { data: { seen: false } };
      const subject = app.tasks.subject(request);
      await app.tasks.reachableRef(subject, request.params.taskId);
      return { data: { seen: await reviews.markSeen(request.params.taskId, subject.studentId) } };
    },
  );

  app.get(
    ReviewPaths.notices,
    { config: { access: 'self' }, schema: { tags, response: { 200: ReviewNoticesResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const subject = app.tasks.subject(request);
      return { data: await reviews.notices(subject.studentId) };
    },
  );
});

export default teacherReviewRoutes;
