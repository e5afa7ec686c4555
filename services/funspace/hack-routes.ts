import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiPaths,
  Data,
  HackApplicationCreateSchema,
  HackApplicationDtoSchema,
  HackCourseDtoSchema,
  HackEventDtoSchema,
  HackGradeDtoSchema,
  HackGradeParamsSchema,
  HackParamsSchema,
  HackSubmissionCreateSchema,
  HackSubmissionDtoSchema,
  Nullable,
  T as Texts,
} from '@school/contracts';
import { badRequest } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['hackathons'];
const answer = <T extends Parameters<typeof Data>[0]>(schema: T) => ({ 200: Data(schema), ...errorResponses });

/** Hackathon calls (methods and fields are ours; documented in contracts dto/funspace.ts). */
const hackRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function hackRoutes(app) {
  const hacks = app.hackathons;

  app.get(
    ApiPaths.hackEvents,
    { config: { access: 'public' }, schema: { tags, response: answer(Type.Array(HackEventDtoSchema)) } },
    async () => ({ data: await hacks.events() }),
  );

  app.get(
    ApiPaths.hackApplication(':userId', ':hackId'),
    { config: { access: 'selfOrTeacher' }, schema: { tags, params: HackParamsSchema, response: answer(Nullable(HackApplicationDtoSchema)) } },
    async ({ params }) => ({ data: await hacks.application(params.userId, params.hackId) }),
  );

  // The student applies (the grade follows the age, hack-grade.ts); the student's teacher sets the grade.
  app.post(
    ApiPaths.hackApplication(':userId', ':hackId'),
    {
      config: { access: 'selfOrTeacher' },
      schema: { tags, params: HackParamsSchema, body: HackApplicationCreateSchema, response: answer(HackApplicationDtoSchema) },
    },
    async (request) => {
      const { params, body } = request;
      if (request.access!.teacherOfSubject) {
        if (!body.grade) throw badRequest(Texts.server.badRequest, 'GRADE_REQUIRED');
        return { data: await hacks.setGrade(params.userId, params.hackId, body.grade) };
      }
      return { data: await hacks.apply(params.userId, params.hackId, body) };
    },
  );

  app.get(
    ApiPaths.hackGrades(':userId', ':hackId'),
    { config: { access: 'selfOrTeacher' }, schema: { tags, params: HackParamsSchema, response: answer(Type.Array(HackGradeDtoSchema)) } },
    async ({ params }) => ({ data: await hacks.grades(params.hackId) }),
  );

  app.get(
    ApiPaths.hackGrade(':userId', ':hackId', ':gradeId'),
    { config: { access: 'selfOrTeacher' }, schema: { tags, params: HackGradeParamsSchema, response: answer(HackGradeDtoSchema) } },
    async ({ params }) => ({ data: await hacks.grade(params.hackId, params.gradeId) }),
  );

  app.get(
    ApiPaths.hackCourse(':userId', ':hackId'),
    { config: { access: 'selfOrTeacher' }, schema: { tags, params: HackParamsSchema, response: answer(HackCourseDtoSchema) } },
    async ({ params }) => ({ data: await hacks.course(params.hackId) }),
  );

  app.get(
    ApiPaths.hackSubmission(':userId', ':hackId'),
    { config: { access: 'selfOrTeacher' }, schema: { tags, params: HackParamsSchema, response: answer(Nullable(HackSubmissionDtoSchema)) } },
    async ({ params }) => ({ data: await hacks.submission(params.userId, params.hackId) }),
  );

  app.post(
    ApiPaths.hackSubmission(':userId', ':hackId'),
    {
      config: { access: 'self' },
      schema: { tags, params: HackParamsSchema, body: HackSubmissionCreateSchema, response: answer(HackSubmissionDtoSchema) },
    },
    async ({ params, body }) => ({ data: await hacks.submit(params.userId, params.hackId, body) }),
  );
});

export default hackRoutes;
