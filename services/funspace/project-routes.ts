import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiPaths,
  T,
  VIEW_SESSION_HEADER,
  type ProjectCreate,
  type ProjectListFilter,
  type ProjectSave,
} from '@school/contracts';
import { badRequest, unauthorized } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { toProjectDtos } from './project-dto';
import {
  hashParams,
  oneProject,
  projectCreateBody,
  projectList,
  projectParams,
  projectSaveBody,
  studentParams,
  userHashParams,
} from './schemas';
import { optionalViewer, originOf, viewerOf } from './viewer';
import type { Viewer } from './visibility';

type StudentReq = { Params: { userId: number } };
type ProjectReq = { Params: { userId: number; projectId: number } };
type HashReq = { Params: { hash: string } };
type UserHashReq = { Params: { userId: number; hash: string } };

const tags = ['funspace'];
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The view session id: the X-View-Session header, else the user, else the address. */
function viewSession(request: FastifyRequest, viewer: Viewer | null): string {
  const header = request.headers[VIEW_SESSION_HEADER];
  if (typeof header === 'string' && SESSION_ID.test(header)) return `s:${header}`;
  if (viewer) return `u:${viewer.id}`;
  return `ip:${request.ip}`;
}

export default async function projectRoutes(app: FastifyInstance) {
  const dto = async (request: FastifyRequest, projects: Parameters<typeof toProjectDtos>[1], viewer: Viewer | null) =>
    toProjectDtos(app.em(), projects, viewer?.id ?? 0, originOf(request));

  /**
   * A read for user {userId}: 0 is an anonymous load (public route, optional bearer);
   * another id must be one the caller may act for.
   */
  async function readerFor(request: FastifyRequest, userId: number): Promise<Viewer | null> {
    const viewer = await optionalViewer(request);
    if (userId === 0) return viewer;
    if (!viewer) throw unauthorized(T.server.unauthorized);
    await app.assertStudentAccess(request, userId);
    return viewer;
  }

  app.get<StudentReq & { Querystring: { filter: ProjectListFilter } }>(
    ApiPaths.projects(':userId'),
    {
      schema: {
        tags,
        params: studentParams,
        querystring: {
          type: 'object',
          properties: { filter: { type: 'string', enum: ['all', 'published', 'trash'], default: 'all' } },
          additionalProperties: false,
        },
        response: { 200: projectList, ...errorResponses },
      },
    },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const projects = await app.projects.list(app.em(), request.params.userId, request.query.filter);
      return { data: await dto(request, projects, viewerOf(request)) };
    },
  );

  app.post<StudentReq & { Body: ProjectCreate }>(
    ApiPaths.projects(':userId'),
    { schema: { tags, params: studentParams, body: projectCreateBody, response: { 200: oneProject, ...errorResponses } } },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const project = await app.projects.create(app.em(), request.params.userId, request.body);
      return { data: (await dto(request, [project], viewerOf(request)))[0] };
    },
  );

  app.get<ProjectReq>(
    ApiPaths.project(':userId', ':projectId'),
    {
      config: { public: true },
      schema: { tags, params: projectParams, response: { 200: oneProject, ...errorResponses } },
    },
    async (request) => {
      const viewer = await readerFor(request, request.params.userId);
      const project = await app.projects.readable(app.em(), { id: request.params.projectId }, viewer);
      return { data: (await dto(request, [project], viewer))[0] };
    },
  );

  app.post<ProjectReq & { Body: ProjectSave }>(
    ApiPaths.project(':userId', ':projectId'),
    { schema: { tags, params: projectParams, body: projectSaveBody, response: { 200: oneProject, ...errorResponses } } },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const em = app.em();
      const project = await app.projects.owned(em, request.params.userId, request.params.projectId);
      await app.projects.save(em, project, request.body);
      return { data: (await dto(request, [project], viewerOf(request)))[0] };
    },
  );

  for (const deleted of [true, false]) {
    app.post<ProjectReq>(
      deleted ? ApiPaths.projectDelete(':userId', ':projectId') : ApiPaths.projectUndelete(':userId', ':projectId'),
      { schema: { tags, params: projectParams, response: { 200: oneProject, ...errorResponses } } },
      async (request) => {
        await app.assertStudentAccess(request, request.params.userId);
        const em = app.em();
        const project = await app.projects.owned(em, request.params.userId, request.params.projectId);
        await app.projects.setDeleted(em, project, deleted);
        return { data: (await dto(request, [project], viewerOf(request)))[0] };
      },
    );
  }

  app.get<ProjectReq>(
    ApiPaths.projectUrl(':userId', ':projectId'),
    {
      schema: {
        tags,
        params: projectParams,
        response: { 200: { type: 'object', properties: { data: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const project = await app.projects.owned(app.em(), request.params.userId, request.params.projectId);
      return { data: `${originOf(request)}/pub/p/${project.hash}` };
    },
  );

  app.get<UserHashReq>(
    ApiPaths.projectShare(':userId', ':hash'),
    {
      config: { public: true },
      schema: { tags, params: userHashParams, response: { 200: oneProject, ...errorResponses } },
    },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      const viewer = await readerFor(request, request.params.userId);
      const project = await app.projects.readable(app.em(), { hash: request.params.hash }, viewer);
      return { data: (await dto(request, [project], viewer))[0] };
    },
  );

  app.post<UserHashReq>(
    ApiPaths.projectFork(':userId', ':hash'),
    { schema: { tags, params: { ...userHashParams, properties: { ...userHashParams.properties, userId: { type: 'integer', minimum: 1 } } }, response: { 200: oneProject, ...errorResponses } } },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      await app.assertStudentAccess(request, request.params.userId);
      const copy = await app.projects.fork(app.em(), request.params.hash, request.params.userId, viewerOf(request));
      return { data: (await dto(request, [copy], viewerOf(request)))[0] };
    },
  );

  app.post<HashReq>(
    ApiPaths.projectLike(':hash'),
    {
      schema: {
        tags,
        params: hashParams,
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { liked: { type: 'boolean' }, likes: { type: 'integer' } } } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      return { data: await app.projects.toggleLike(app.em(), request.params.hash, viewerOf(request)) };
    },
  );

  app.post<HashReq>(
    ApiPaths.projectView(':hash'),
    {
      config: { public: true },
      schema: {
        tags,
        params: hashParams,
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { counted: { type: 'boolean' }, views: { type: 'integer' } } } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!request.params.hash) throw badRequest(T.loader.noHash, 'NO_HASH');
      const viewer = await optionalViewer(request);
      return { data: await app.projects.countView(app.em(), request.params.hash, viewSession(request, viewer), viewer) };
    },
  );

  app.get(
    ApiPaths.projectTrend,
    { config: { public: true }, schema: { tags, response: { 200: projectList, ...errorResponses } } },
    async (request) => {
      const viewer = await optionalViewer(request);
      return { data: await dto(request, await app.projects.trending(app.em()), viewer) };
    },
  );

  app.get(
    ApiPaths.projectHackWinners,
    { config: { public: true }, schema: { tags, response: { 200: projectList, ...errorResponses } } },
    async (request) => {
      const viewer = await optionalViewer(request);
      return { data: await dto(request, await app.projects.hackWinners(app.em()), viewer) };
    },
  );
}
