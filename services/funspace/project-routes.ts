import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiPaths,
  Data,
  ForkParamsSchema,
  HashParamsSchema,
  LikeResultSchema,
  OwnProjectParamsSchema,
  ProjectCreateSchema,
  ProjectDtoSchema,
  ProjectListQuerySchema,
  ProjectParamsSchema,
  ProjectSaveSchema,
  StudentParamsSchema,
  T,
  UserHashParamsSchema,
  ViewResultSchema,
} from '@school/contracts';
import { badRequest, forbidden, unauthorized } from '../core/http-error';
import { mayActFor } from '../core/access';
import { errorResponses } from '../core/schemas';
import { originOf, viewerOf } from './viewer';
import { viewSessionOf } from './view-session';
import type { Viewer } from './visibility';
import { createInput, saveInput } from './project-input';
import { asyncPlugin } from '../core/async-plugin';

const oneProject = Data(ProjectDtoSchema);
const projectList = Data(Type.Array(ProjectDtoSchema));

const tags = ['funspace'];
const projectRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function projectRoutes(app) {
  /**
   * A read for user {userId}: 0 is an anonymous load (public route, optional bearer);
   * another id must be one the caller may act for.
   */
  async function readerFor(request: FastifyRequest, userId: number): Promise<Viewer | null> {
    const access = request.access;
    const viewer = access ? { id: access.callerId, role: access.role } : null;
    if (userId === 0) return viewer;
    if (!access) throw unauthorized(T.server.unauthorized);
    if (!(await mayActFor(app, access, userId))) throw forbidden(T.server.forbidden);
    return viewer;
  }

  app.get(
    ApiPaths.projects(':userId'),
    {
      config: { access: 'selfOrTeacher' },
      schema: {
        tags,
        params: StudentParamsSchema,
        querystring: ProjectListQuerySchema,
        response: { 200: projectList, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.params;
      return { data: await app.projects.listFor(userId, request.query.filter ?? 'all', originOf(request), request.access!.callerId) };
    },
  );

  app.post(
    ApiPaths.projects(':userId'),
    { config: { access: 'self' }, schema: { tags, params: StudentParamsSchema, body: ProjectCreateSchema, response: { 200: oneProject, ...errorResponses } } },
    async (request) => {
      return { data: await app.projects.createDto(request.params.userId, createInput(request.body), request.access!.callerId, originOf(request)) };
    },
  );

  app.get(
    ApiPaths.project(':userId', ':projectId'),
    {
      config: { access: 'public' },
      schema: { tags, params: ProjectParamsSchema, response: { 200: oneProject, ...errorResponses } },
    },
    async (request) => {
      const viewer = await readerFor(request, request.params.userId);
      return { data: await app.projects.readableDto({ id: request.params.projectId }, viewer, originOf(request)) };
    },
  );

  app.post(
    ApiPaths.project(':userId', ':projectId'),
    { config: { access: 'self' }, schema: { tags, params: OwnProjectParamsSchema, body: ProjectSaveSchema, response: { 200: oneProject, ...errorResponses } } },
    async (request) => {
      const { userId, projectId } = request.params;
      return { data: await app.projects.saveOwned(userId, projectId, saveInput(request.body), request.access!.callerId, originOf(request)) };
    },
  );

  for (const deleted of [true, false]) {
    app.post(
      deleted ? ApiPaths.projectDelete(':userId', ':projectId') : ApiPaths.projectUndelete(':userId', ':projectId'),
      { config: { access: 'self' }, schema: { tags, params: OwnProjectParamsSchema, response: { 200: oneProject, ...errorResponses } } },
      async (request) => {
        const { userId, projectId } = request.params;
        return { data: await app.projects.setDeletedOwned(userId, projectId, deleted, request.access!.callerId, originOf(request)) };
      },
    );
  }

  app.get(
    ApiPaths.projectUrl(':userId', ':projectId'),
    {
      config: { access: 'selfOrTeacher' },
      schema: {
        tags,
        params: OwnProjectParamsSchema,
        response: { 200: Data(Type.String()), ...errorResponses },
      },
    },
    async (request) => {
      return { data: await app.projects.publicUrl(request.params.userId, request.params.projectId, originOf(request)) };
    },
  );

  app.get(
    ApiPaths.projectShare(':userId', ':hash'),
    {
      config: { access: 'public' },
      schema: { tags, params: UserHashParamsSchema, response: { 200: oneProject, ...errorResponses } },
    },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      const viewer = await readerFor(request, request.params.userId);
      return { data: await app.projects.readableDto({ hash: request.params.hash }, viewer, originOf(request)) };
    },
  );

  app.post(
    ApiPaths.projectFork(':userId', ':hash'),
    { config: { access: 'self' }, schema: { tags, params: ForkParamsSchema, response: { 200: oneProject, ...errorResponses } } },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      return { data: await app.projects.forkDto(request.params.hash, request.params.userId, viewerOf(request), originOf(request)) };
    },
  );

  app.post(
    ApiPaths.projectLike(':hash'),
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: HashParamsSchema,
        response: { 200: Data(LikeResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      return { data: await app.projects.like(request.params.hash, viewerOf(request)) };
    },
  );

  app.post(
    ApiPaths.projectView(':hash'),
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: HashParamsSchema,
        response: { 200: Data(ViewResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      const viewer = request.access ? viewerOf(request) : null;
      return { data: await app.projects.view(request.params.hash, viewSessionOf(request, viewer), viewer) };
    },
  );

  app.get(
    ApiPaths.projectTrend,
    { config: { access: 'public' }, schema: { tags, response: { 200: projectList, ...errorResponses } } },
    async (request) => {
      return { data: await app.projects.rankedFor('trend', originOf(request), request.access?.callerId ?? 0) };
    },
  );

  app.get(
    ApiPaths.projectHackWinners,
    { config: { access: 'public' }, schema: { tags, response: { 200: projectList, ...errorResponses } } },
    async (request) => {
      return { data: await app.projects.rankedFor('hackwin', originOf(request), request.access?.callerId ?? 0) };
    },
  );
});

export default projectRoutes;
