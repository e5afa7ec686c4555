import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiPaths,
  Data,
  FunboxCourseDtoSchema,
  FunboxStatusParamsSchema,
  FunboxStatusQuerySchema,
  FunboxStatusResultSchema,
  UserIdParamsSchema,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['learning'];

/** Funbox: the extra courses with the student's state. */
const funboxRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function funboxRoutes(app) {
  app.get(
    ApiPaths.funbox(':userId'),
    {
      config: { access: 'selfOrTeacher' },
      schema: { tags, params: UserIdParamsSchema, response: { 200: Data(Type.Array(FunboxCourseDtoSchema)), ...errorResponses } },
    },
    async (request) => ({ data: await app.funbox.courses(request.params.userId) }),
  );

  app.post(
    ApiPaths.funboxStatus(':userId', ':courseId'),
    {
      config: { access: 'self' },
      schema: {
        tags,
        params: FunboxStatusParamsSchema,
        querystring: FunboxStatusQuerySchema,
        response: { 200: Data(FunboxStatusResultSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await app.funbox.setStatus(request.params.userId, request.params.courseId, request.query.action) }),
  );
});

export default funboxRoutes;
