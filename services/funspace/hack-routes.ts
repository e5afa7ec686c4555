import type { FastifyInstance } from 'fastify';
import { ApiPaths, HackGrade, T, type HackApplicationCreate, type HackSubmissionCreate } from '@school/contracts';
import { User } from '../auth/entities';
import { Course } from '../learning/entities';
import { badRequest, notFound } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { HackApplication, HackEvent, HackGradeBand, HackNomination, HackProject, Project } from './entities';

const tags = ['hackathons'];
const hackParams = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 1 }, hackId: { type: 'integer', minimum: 1 } },
  required: ['userId', 'hackId'],
  additionalProperties: false,
} as const;
type HackReq = { Params: { userId: number; hackId: number } };
const grades = Object.values(HackGrade);

const applicationSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    hackEventId: { type: 'integer' },
    studentId: { type: 'integer' },
    grade: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;
const gradeSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, grade: { type: 'string' }, minAge: { type: 'integer' }, maxAge: { type: 'integer' } },
} as const;
const submissionSchema = {
  type: ['object', 'null'],
  properties: {
    projectId: { type: 'integer' },
    hackEventId: { type: 'integer' },
    nominationId: { type: ['integer', 'null'] },
    grade: { type: ['string', 'null'] },
    place: { type: ['integer', 'null'] },
  },
} as const;
const data = (schema: object) => ({ 200: { type: 'object', properties: { data: schema } }, ...errorResponses });

const appDto = (a: HackApplication) => ({
  id: a.id,
  hackEventId: a.event.id,
  studentId: a.student.id,
  grade: a.grade,
  createdAt: a.createdAt.toISOString(),
});
const submissionDto = (h: HackProject) => ({
  projectId: h.project.id,
  hackEventId: h.event.id,
  nominationId: h.nomination?.id ?? null,
  grade: h.grade,
  place: h.place,
});

/** Hackathon calls (methods and fields are ours; documented in contracts dto/funspace.ts). */
export default async function hackRoutes(app: FastifyInstance) {
  async function event(hackId: number) {
    const found = await app.em().findOne(HackEvent, { id: hackId });
    if (!found) throw notFound(T.server.notFound, 'HACK_NOT_FOUND');
    return found;
  }

  /** Applications and submissions close when the hackathon ends. */
  async function openEvent(hackId: number) {
    const found = await event(hackId);
    if (found.endsAt.getTime() < Date.now()) throw badRequest(T.server.badRequest, 'HACK_CLOSED');
    return found;
  }

  app.get(
    ApiPaths.hackEvents,
    {
      config: { public: true },
      schema: {
        tags,
        response: data({
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              title: { type: 'string' },
              desc: { type: 'string' },
              startsAt: { type: 'string' },
              endsAt: { type: 'string' },
              courseId: { type: ['integer', 'null'] },
              nominations: {
                type: 'array',
                items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } },
              },
            },
          },
        }),
      },
    },
    async () => {
      const em = app.em();
      const events = await em.find(HackEvent, {}, { orderBy: { startsAt: 'desc' } });
      const nominations = await em.find(HackNomination, { event: { $in: events.map((e) => e.id) } }, { orderBy: { id: 'asc' } });
      return {
        data: events.map((e) => ({
          id: e.id,
          title: e.title,
          desc: e.desc,
          startsAt: e.startsAt.toISOString(),
          endsAt: e.endsAt.toISOString(),
          courseId: e.courseId,
          nominations: nominations.filter((n) => n.event.id === e.id).map((n) => ({ id: n.id, title: n.title })),
        })),
      };
    },
  );

  app.get<HackReq>(
    ApiPaths.hackApplication(':userId', ':hackId'),
    { schema: { tags, params: hackParams, response: data(applicationSchema) } },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      await event(request.params.hackId);
      const found = await app.em().findOne(HackApplication, { event: request.params.hackId, student: request.params.userId });
      return { data: found ? appDto(found) : null };
    },
  );

  app.post<HackReq & { Body: HackApplicationCreate }>(
    ApiPaths.hackApplication(':userId', ':hackId'),
    {
      schema: {
        tags,
        params: hackParams,
        body: {
          type: 'object',
          properties: { grade: { type: 'string', enum: grades }, note: { type: 'string', maxLength: 2000 } },
          required: ['grade'],
          additionalProperties: false,
        },
        response: data(applicationSchema),
      },
    },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const hack = await openEvent(request.params.hackId);
      const em = app.em();
      let found = await em.findOne(HackApplication, { event: hack.id, student: request.params.userId });
      if (found) {
        found.grade = request.body.grade;
        found.note = request.body.note ?? found.note;
      } else {
        found = em.create(HackApplication, {
          event: em.getReference(HackEvent, hack.id),
          student: em.getReference(User, request.params.userId),
          grade: request.body.grade,
          note: request.body.note ?? '',
          createdAt: new Date(),
        });
      }
      await em.flush();
      return { data: appDto(found) };
    },
  );

  app.get<HackReq>(
    ApiPaths.hackGrades(':userId', ':hackId'),
    { schema: { tags, params: hackParams, response: data({ type: 'array', items: gradeSchema }) } },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      await event(request.params.hackId);
      const bands = await app.em().find(HackGradeBand, { event: request.params.hackId }, { orderBy: { minAge: 'asc' } });
      return { data: bands.map((b) => ({ id: b.id, grade: b.grade, minAge: b.minAge, maxAge: b.maxAge })) };
    },
  );

  app.get<{ Params: { userId: number; hackId: number; gradeId: number } }>(
    ApiPaths.hackGrade(':userId', ':hackId', ':gradeId'),
    {
      schema: {
        tags,
        params: {
          ...hackParams,
          properties: { ...hackParams.properties, gradeId: { type: 'integer', minimum: 1 } },
          required: ['userId', 'hackId', 'gradeId'],
        },
        response: data(gradeSchema),
      },
    },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const band = await app.em().findOne(HackGradeBand, { id: request.params.gradeId, event: request.params.hackId });
      if (!band) throw notFound(T.server.notFound, 'GRADE_NOT_FOUND');
      return { data: { id: band.id, grade: band.grade, minAge: band.minAge, maxAge: band.maxAge } };
    },
  );

  app.get<HackReq>(
    ApiPaths.hackCourse(':userId', ':hackId'),
    {
      schema: {
        tags,
        params: hackParams,
        response: data({ type: 'object', properties: { courseId: { type: ['integer', 'null'] }, title: { type: ['string', 'null'] } } }),
      },
    },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const hack = await event(request.params.hackId);
      const course = hack.courseId ? await app.em().findOne(Course, { id: hack.courseId }) : null;
      return { data: { courseId: course?.id ?? null, title: course?.title ?? null } };
    },
  );

  app.get<HackReq>(
    ApiPaths.hackSubmission(':userId', ':hackId'),
    { schema: { tags, params: hackParams, response: data(submissionSchema) } },
    async (request) => {
      await app.assertStudentAccess(request, request.params.userId);
      const found = await app.em().findOne(
        HackProject,
        { event: request.params.hackId, project: { student: request.params.userId } },
        { populate: ['project', 'nomination'] },
      );
      return { data: found ? submissionDto(found) : null };
    },
  );

  app.post<HackReq & { Body: HackSubmissionCreate }>(
    ApiPaths.hackSubmission(':userId', ':hackId'),
    {
      schema: {
        tags,
        params: hackParams,
        body: {
          type: 'object',
          properties: { projectId: { type: 'integer', minimum: 1 }, nominationId: { type: 'integer', minimum: 1 } },
          required: ['projectId', 'nominationId'],
          additionalProperties: false,
        },
        response: data(submissionSchema),
      },
    },
    async (request) => {
      const { userId, hackId } = request.params;
      await app.assertStudentAccess(request, userId);
      const hack = await openEvent(hackId);
      const em = app.em();
      const application = await em.findOne(HackApplication, { event: hackId, student: userId });
      if (!application) throw badRequest(T.server.badRequest, 'NO_APPLICATION');
      const project = await em.findOne(Project, { id: request.body.projectId, student: userId, isDeleted: false });
      if (!project) throw notFound(T.loader.projectNotFound, 'PROJECT_NOT_FOUND');
      const nomination = await em.findOne(HackNomination, { id: request.body.nominationId, event: hackId });
      if (!nomination) throw badRequest(T.server.badRequest, 'BAD_NOMINATION');
      // A project takes part in one hackathon only.
      const elsewhere = await em.count(HackProject, { project: project.id, event: { $ne: hackId } });
      if (elsewhere > 0) throw badRequest(T.server.badRequest, 'PROJECT_IN_OTHER_HACK');
      // One submission per student and hackathon: a new one replaces the previous.
      const previous = await em.find(HackProject, { event: hackId, project: { student: userId } });
      for (const p of previous) if (p.project.id !== project.id) em.remove(p);
      let entry = previous.find((p) => p.project.id === project.id);
      if (entry) entry.nomination = nomination;
      else {
        entry = em.create(HackProject, { project, event: hack, nomination, grade: application.grade, place: null });
      }
      await em.flush();
      return { data: submissionDto(entry) };
    },
  );
}
