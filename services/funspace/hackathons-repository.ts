import type { FastifyInstance } from 'fastify';
import { T, type HackApplicationCreate, type HackGrade, type HackSubmissionCreate } from '@school/contracts';
import { User } from '../auth/entities';
import { Course } from '../learning/entities';
import { badRequest, notFound } from '../core/http-error';
import { HackApplication, HackEvent, HackGradeBand, HackNomination, HackProject, Project } from './entities';
import { applicationDto, gradeDto, hackEventDto, submissionDto } from './hack-dto';
import { gradeForAge } from './hack-grade';
import { Profile } from '../profile/entities';

/** Hackathons: events, applications, grade bands and submissions (the rules are in contracts dto/funspace.ts). */
export function createHackathonsRepository(app: FastifyInstance) {
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

  return {
    async events() {
      const em = app.em();
      const events = await em.find(HackEvent, {}, { orderBy: { startsAt: 'desc' } });
      const nominations = await em.find(HackNomination, { event: { $in: events.map((e) => e.id) } }, { orderBy: { id: 'asc' } });
      return events.map((e) => hackEventDto(e, nominations));
    },

    async application(studentId: number, hackId: number) {
      await event(hackId);
      const found = await app.em().findOne(HackApplication, { event: hackId, student: studentId });
      return found ? applicationDto(found) : null;
    },

    /**
     * The student applies (or changes the note). The grade in the body is ignored: a new
     * application takes the grade of the student's age (hack-grade.ts), an existing one keeps its
     * grade (it may have been set by a teacher).
     */
    async apply(studentId: number, hackId: number, body: HackApplicationCreate) {
      const hack = await openEvent(hackId);
      return app.db.transaction(async (em) => {
        let found = await em.findOne(HackApplication, { event: hack.id, student: studentId });
        if (found) {
          found.note = body.note ?? found.note;
        } else {
          const [profile, bands] = await Promise.all([
            em.findOne(Profile, { user: studentId }),
            em.find(HackGradeBand, { event: hack.id }),
          ]);
          found = em.create(HackApplication, {
            event: em.getReference(HackEvent, hack.id),
            student: em.getReference(User, studentId),
            grade: gradeForAge(profile?.age ?? null, bands),
            note: body.note ?? '',
            createdAt: new Date(),
          });
        }
        await em.flush();
        return applicationDto(found);
      });
    },

    /** A teacher of the student sets the grade of an existing application. */
    async setGrade(studentId: number, hackId: number, grade: HackGrade) {
      const hack = await openEvent(hackId);
      return app.db.transaction(async (em) => {
        const found = await em.findOne(HackApplication, { event: hack.id, student: studentId });
        if (!found) throw notFound(T.server.notFound, 'NO_APPLICATION');
        found.grade = grade;
        await em.flush();
        return applicationDto(found);
      });
    },

    async grades(hackId: number) {
      await event(hackId);
      const bands = await app.em().find(HackGradeBand, { event: hackId }, { orderBy: { minAge: 'asc' } });
      return bands.map(gradeDto);
    },

    async grade(hackId: number, gradeId: number) {
      const band = await app.em().findOne(HackGradeBand, { id: gradeId, event: hackId });
      if (!band) throw notFound(T.server.notFound, 'GRADE_NOT_FOUND');
      return gradeDto(band);
    },

    async course(hackId: number) {
      const hack = await event(hackId);
      const course = hack.courseId ? await app.em().findOne(Course, { id: hack.courseId }) : null;
      return { courseId: course?.id ?? null, title: course?.title ?? null };
    },

    async submission(studentId: number, hackId: number) {
      const found = await app.em().findOne(
        HackProject,
        { event: hackId, project: { student: studentId } },
        { populate: ['project', 'nomination'] },
      );
      return found ? submissionDto(found) : null;
    },

    /** Submits an own, not deleted project; one submission per student and hackathon (a new one replaces it). */
    async submit(studentId: number, hackId: number, body: HackSubmissionCreate) {
      const hack = await openEvent(hackId);
      return app.db.transaction(async (em) => {
        const application = await em.findOne(HackApplication, { event: hackId, student: studentId });
        if (!application) throw badRequest(T.server.badRequest, 'NO_APPLICATION');
        const project = await em.findOne(Project, { id: body.projectId, student: studentId, isDeleted: false });
        if (!project) throw notFound(T.loader.projectNotFound, 'PROJECT_NOT_FOUND');
        const nomination = await em.findOne(HackNomination, { id: body.nominationId, event: hackId });
        if (!nomination) throw badRequest(T.server.badRequest, 'BAD_NOMINATION');
        // A project takes part in one hackathon only.
        const elsewhere = await em.count(HackProject, { project: project.id, event: { $ne: hackId } });
        if (elsewhere > 0) throw badRequest(T.server.badRequest, 'PROJECT_IN_OTHER_HACK');
        const previous = await em.find(HackProject, { event: hackId, project: { student: studentId } });
        for (const p of previous) if (p.project.id !== project.id) em.remove(p);
        let entry = previous.find((p) => p.project.id === project.id);
        if (entry) entry.nomination = nomination;
        else entry = em.create(HackProject, { project, event: em.getReference(HackEvent, hack.id), nomination, grade: application.grade, place: null });
        await em.flush();
        return submissionDto(entry);
      });
    },
  };
}

export type HackathonsRepository = ReturnType<typeof createHackathonsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    hackathons: HackathonsRepository;
  }
}
