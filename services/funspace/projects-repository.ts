import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  ProjectAccess,
  Role,
  T,
  TRASH_RETENTION_DAYS,
  TREND_LIKE_WEIGHT,
  TREND_LIMIT,
  TREND_WINDOW_DAYS,
  type LikeResult,
  type ProjectCreate,
  type ProjectDto,
  type ProjectListFilter,
  type ProjectResourceInput,
  type ProjectSave,
  type ProjectTextDto,
  type ViewResult,
} from '@school/contracts';
import { User } from '../auth/entities';
import { badRequest, forbidden, notFound } from '../core/http-error';
import { Project, ProjectLike, ProjectResource, ProjectText, ProjectView } from './entities';
import { canView, type Viewer } from './visibility';
import { createProjectListCache, createRankingCache } from './trend-cache';
import { knexOf, loadCards } from './project-cards';
import { toProjectDto } from './project-dto';
import { ANON_VIEWS_PER_ADDRESS, type ViewSession } from './view-session';

const DAY_MS = 24 * 3600 * 1000;

export const newHash = () => randomBytes(12).toString('base64url');

function replaceTexts(em: EntityManager, project: Project, texts: ProjectTextDto[]) {
  for (const t of texts) em.create(ProjectText, { project, windowId: t.windowId, text: t.text });
}

function replaceResources(em: EntityManager, project: Project, resources: ProjectResourceInput[]) {
  for (const r of resources) {
    em.create(ProjectResource, {
      project,
      name: r.name,
      url: r.url,
      md5: r.md5 ?? null,
      resourceType: String(r.resourceType),
      guid: r.guid ?? null,
    });
  }
}

export function createProjectsRepository(app: FastifyInstance) {
  const rankings = createRankingCache(app.cacheBus);
  const lists = createProjectListCache(app.cacheBus);

  /** The owner's teacher sees the owner's projects; an author acts as author, not in a student's account. */
  async function isStaffOf(viewer: Viewer | null, ownerId: number): Promise<boolean> {
    if (!viewer || viewer.role !== Role.Teacher) return false;
    return app.teaching.teaches(viewer.id, ownerId);
  }

  /** Loads a project a viewer may read: 404 'Проект не найден' if absent, 403 PROJECT_PRIVATE if hidden. */
  async function readable(em: EntityManager, where: { id: number } | { hash: string }, viewer: Viewer | null) {
    const project = await em.findOne(Project, where);
    if (!project) throw notFound(T.loader.projectNotFound, 'PROJECT_NOT_FOUND');
    const visible = canView(
      { accessType: project.accessType, isDeleted: project.isDeleted, ownerId: project.student.id },
      viewer,
      await isStaffOf(viewer, project.student.id),
    );
    if (!visible) {
      // Someone else's trash does not exist for them; a private project shows the not-public image.
      if (project.isDeleted) throw notFound(T.loader.projectNotFound, 'PROJECT_NOT_FOUND');
      throw forbidden(T.server.forbidden, 'PROJECT_PRIVATE');
    }
    return project;
  }

  /** A project of this student (the route has checked the caller may act for the student). */
  async function owned(em: EntityManager, studentId: number, projectId: number) {
    const project = await em.findOne(Project, { id: projectId, student: studentId });
    if (!project) throw notFound(T.loader.projectNotFound, 'PROJECT_NOT_FOUND');
    return project;
  }

  /** One project as the viewer's DTO (after a write or a visibility check): two queries. */
  async function dtoOf(em: EntityManager, projectId: number, viewerId: number, origin: string): Promise<ProjectDto> {
    const { rows, contents } = await loadCards(em, viewerId, (q) => q.where('p.id', projectId));
    // Gone in between (purged by another request): as if it had never been there.
    if (rows.length === 0) throw notFound(T.loader.projectNotFound, 'PROJECT_NOT_FOUND');
    return toProjectDto(rows[0], contents, viewerId, origin);
  }

  /** Trending public projects, ranked as documented in contracts (TREND_*), with their scores summed in the database. */
  function trendingCards(em: EntityManager, viewerId: number, now = new Date()) {
    const knex = knexOf(em);
    const since = em.getPlatform().processDateProperty(new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS));
    const recent = knex('project_likes')
      .select('project_id', knex.raw(`${Number(TREND_LIKE_WEIGHT)} as w`))
      .where('created_at', '>', since)
      .unionAll((u) => {
        u.select('project_id', knex.raw('1')).from('project_views').where('created_at', '>', since);
      });
    const scores = knex.from(recent.as('r')).select('r.project_id').sum({ score: 'r.w' }).groupBy('r.project_id').as('s');
    return loadCards(em, viewerId, (q) =>
      q
        .leftJoin(scores, 's.project_id', 'p.id')
        .where('p.access_type', ProjectAccess.Everyone)
        .andWhere('p.is_deleted', false)
        .orderByRaw('coalesce(s.score, 0) desc')
        .orderBy([
          { column: 'p.likes', order: 'desc' },
          { column: 'p.created_at', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ])
        .limit(TREND_LIMIT),
    );
  }

  /** Placed hackathon projects that are public: newest hackathon first, then by place. */
  function winnerCards(em: EntityManager, viewerId: number) {
    return loadCards(em, viewerId, (q) =>
      q
        .whereNotNull('hp.place')
        .andWhere('p.access_type', ProjectAccess.Everyone)
        .andWhere('p.is_deleted', false)
        .orderBy([
          { column: 'he.ends_at', order: 'desc' },
          { column: 'hp.place', order: 'asc' },
          { column: 'hp.id', order: 'asc' },
        ]),
    );
  }

  return {
    readable,
    owned,

    /** A student's projects in one tab (all, published, trash), newest change first, as the viewer's DTOs: two queries. */
    async list(em: EntityManager, studentId: number, filter: ProjectListFilter, viewerId: number, origin: string): Promise<ProjectDto[]> {
      const { rows, contents } = await loadCards(em, viewerId, (q) => {
        q.where('p.student_id', studentId).andWhere('p.is_deleted', filter === 'trash');
        if (filter === 'published') q.andWhereNot('p.access_type', ProjectAccess.OnlyMe);
        return q.orderBy([
          { column: 'p.updated_at', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ]);
      });
      return rows.map((r) => toProjectDto(r, contents, viewerId, origin));
    },

    async create(em: EntityManager, studentId: number, body: ProjectCreate) {
      const now = new Date();
      const project = em.create(Project, {
        student: em.getReference(User, studentId),
        title: body.title,
        desc: body.desc ?? '',
        projectType: body.projectType,
        // Seen by the school's students unless the child chooses otherwise (project-input.ts).
        accessType: body.accessType ?? ProjectAccess.SchoolStudents,
        hash: newHash(),
        thumbnail: body.thumbnail ?? null,
        isDeleted: false,
        deletedAt: null,
        likes: 0,
        views: 0,
        forkedFrom: null,
        createdAt: now,
        updatedAt: now,
      });
      replaceTexts(em, project, body.projectText ?? []);
      replaceResources(em, project, body.resources ?? []);
      await em.flush();
      return project;
    },

    async save(em: EntityManager, project: Project, body: ProjectSave) {
      if (project.isDeleted) throw badRequest(T.projectErrors.update, 'PROJECT_IN_TRASH');
      if (body.title !== undefined) project.title = body.title;
      if (body.desc !== undefined) project.desc = body.desc;
      if (body.accessType !== undefined) project.accessType = body.accessType;
      if (body.thumbnail !== undefined) project.thumbnail = body.thumbnail;
      if (body.projectText) {
        await em.nativeDelete(ProjectText, { project: project.id });
        replaceTexts(em, project, body.projectText);
      }
      if (body.resources) {
        await em.nativeDelete(ProjectResource, { project: project.id });
        replaceResources(em, project, body.resources);
      }
      project.updatedAt = new Date();
      await em.flush();
      return project;
    },

    async setDeleted(em: EntityManager, project: Project, deleted: boolean) {
      if (project.isDeleted === deleted) {
        throw badRequest(deleted ? T.projectErrors.delete : T.projectErrors.restore, deleted ? 'ALREADY_DELETED' : 'NOT_DELETED');
      }
      project.isDeleted = deleted;
      project.deletedAt = deleted ? new Date() : null;
      await em.flush();
      return project;
    },

    /** Removes for good what has been in the trash longer than the retention period. */
    async purgeTrash(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
      const purged = await app.em().nativeDelete(Project, { isDeleted: true, deletedAt: { $lt: before } });
      if (purged > 0) lists.clear();
      return purged;
    },

    async fork(em: EntityManager, hash: string, studentId: number, viewer: Viewer) {
      const source = await readable(em, { hash }, viewer).catch(() => {
        throw notFound(T.projectErrors.fork, 'FORK_SOURCE_NOT_FOUND');
      });
      const [texts, resources] = await Promise.all([
        em.find(ProjectText, { project: source.id }),
        em.find(ProjectResource, { project: source.id }),
      ]);
      const now = new Date();
      const copy = em.create(Project, {
        student: em.getReference(User, studentId),
        title: source.title,
        desc: source.desc,
        projectType: source.projectType,
        // A fork starts private: the student publishes it consciously.
        accessType: ProjectAccess.OnlyMe,
        hash: newHash(),
        thumbnail: source.thumbnail,
        isDeleted: false,
        deletedAt: null,
        likes: 0,
        views: 0,
        forkedFrom: source.id,
        createdAt: now,
        updatedAt: now,
      });
      replaceTexts(em, copy, texts);
      replaceResources(em, copy, resources.map((r) => ({ ...r, guid: r.guid })));
      await em.flush();
      return copy;
    },

    /** Toggles the caller's like; the counter follows and never drops below 0. */
    async toggleLike(em: EntityManager, hash: string, viewer: Viewer): Promise<LikeResult> {
      const project = await readable(em, { hash }, viewer).catch(() => {
        throw notFound(T.projectErrors.like, 'LIKE_TARGET_NOT_FOUND');
      });
      const existing = await em.findOne(ProjectLike, { project: project.id, user: viewer.id });
      if (existing) {
        em.remove(existing);
        await em.flush();
      } else {
        try {
          em.create(ProjectLike, { project, user: em.getReference(User, viewer.id), createdAt: new Date() });
          await em.flush();
        } catch (e) {
          if (e instanceof UniqueConstraintViolationException) return this.likeState(project.id, viewer.id);
          throw e;
        }
      }
      return this.likeState(project.id, viewer.id);
    },

    async likeState(projectId: number, userId: number): Promise<LikeResult> {
      const em = app.em();
      // The counter is recomputed from the like rows so concurrent toggles cannot drift it.
      const likes = await em.count(ProjectLike, { project: projectId });
      await em.nativeUpdate(Project, { id: projectId }, { likes });
      rankings.clear();
      lists.clear();
      const liked = (await em.count(ProjectLike, { project: projectId, user: userId })) > 0;
      return { liked, likes };
    },

    /** Counts a view once per project and view session; anonymous ones at most ANON_VIEWS_PER_ADDRESS per address. */
    async countView(em: EntityManager, hash: string, session: ViewSession, viewer: Viewer | null): Promise<ViewResult> {
      const project = await readable(em, { hash }, viewer).catch(() => {
        throw notFound(T.projectErrors.like, 'VIEW_TARGET_NOT_FOUND');
      });
      const { sessionId, anonPrefix } = session;
      const seen = await em.count(ProjectView, { project: project.id, sessionId });
      if (seen > 0) return { counted: false, views: project.views };
      if (anonPrefix && (await em.count(ProjectView, { project: project.id, sessionId: { $like: `${anonPrefix}%` } })) >= ANON_VIEWS_PER_ADDRESS) {
        return { counted: false, views: project.views };
      }
      try {
        em.create(ProjectView, { project, sessionId, createdAt: new Date() });
        await em.flush();
      } catch (e) {
        if (e instanceof UniqueConstraintViolationException) return { counted: false, views: project.views };
        throw e;
      }
      const views = await em.count(ProjectView, { project: project.id });
      await em.nativeUpdate(Project, { id: project.id }, { views });
      lists.clear();
      return { counted: true, views };
    },

    // What the routes call: each opens its own unit of work and answers DTOs (no entity manager in route files).

    async createDto(studentId: number, body: ProjectCreate, viewerId: number, origin: string): Promise<ProjectDto> {
      const em = app.em();
      const project = await this.create(em, studentId, body);
      return dtoOf(em, project.id, viewerId, origin);
    },

    async readableDto(where: { id: number } | { hash: string }, viewer: Viewer | null, origin: string): Promise<ProjectDto> {
      const em = app.em();
      const project = await readable(em, where, viewer);
      return dtoOf(em, project.id, viewer?.id ?? 0, origin);
    },

    async saveOwned(studentId: number, projectId: number, body: ProjectSave, viewerId: number, origin: string): Promise<ProjectDto> {
      const em = app.em();
      const project = await this.save(em, await owned(em, studentId, projectId), body);
      return dtoOf(em, project.id, viewerId, origin);
    },

    async setDeletedOwned(studentId: number, projectId: number, deleted: boolean, viewerId: number, origin: string): Promise<ProjectDto> {
      const em = app.em();
      const project = await this.setDeleted(em, await owned(em, studentId, projectId), deleted);
      return dtoOf(em, project.id, viewerId, origin);
    },

    async publicUrl(studentId: number, projectId: number, origin: string): Promise<string> {
      const project = await owned(app.em(), studentId, projectId);
      return `${origin}/pub/p/${project.hash}`;
    },

    async forkDto(hash: string, studentId: number, viewer: Viewer, origin: string): Promise<ProjectDto> {
      const em = app.em();
      const copy = await this.fork(em, hash, studentId, viewer);
      return dtoOf(em, copy.id, viewer.id, origin);
    },

    like(hash: string, viewer: Viewer) {
      return this.toggleLike(app.em(), hash, viewer);
    },

    view(hash: string, session: ViewSession, viewer: Viewer | null) {
      return this.countView(app.em(), hash, session, viewer);
    },

    /** A student's list as DTOs for a viewer (cached in process, see trend-cache.ts). */
    async listFor(studentId: number, filter: ProjectListFilter, origin: string, viewerId: number): Promise<ProjectDto[]> {
      return lists.get(`${studentId} ${filter} ${viewerId} ${origin}`, () => this.list(app.em(), studentId, filter, viewerId, origin));
    },

    /**
     * Trending or hackathon winners as DTOs for one viewer. The ranking, as an anonymous visitor
     * sees it, comes from the ranking cache (no query once warm); the viewer's own likes take one
     * query then. Computing it (two queries) reads the viewer's likes along.
     */
    async rankedFor(kind: 'trend' | 'hackwin', origin: string, viewerId: number): Promise<ProjectDto[]> {
      let mine: ProjectDto[] | undefined;
      const dtos = await rankings.get(`${kind} ${origin}`, async () => {
        const em = app.em();
        const { rows, contents } = kind === 'trend' ? await trendingCards(em, viewerId) : await winnerCards(em, viewerId);
        if (viewerId > 0) mine = rows.map((r) => toProjectDto(r, contents, 0, origin));
        return rows.map((r) => toProjectDto({ ...r, liked: undefined }, contents, 0, origin));
      });
      if (mine) return mine;
      if (viewerId <= 0 || dtos.length === 0) return dtos;
      const likes = await app.em().find(ProjectLike, { project: { $in: dtos.map((d) => d.id) }, user: viewerId }, { fields: ['project'] });
      const liked = new Set(likes.map((l) => l.project.id));
      return dtos.map((d) => (liked.has(d.id) ? { ...d, liked: true } : d));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    projects: ProjectsRepository;
  }
}
