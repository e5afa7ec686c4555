import type { HackApplicationDto, HackEventDto, HackGradeDto, HackSubmissionDto } from '@school/contracts';
import type { HackApplication, HackEvent, HackGradeBand, HackNomination, HackProject } from './entities';

export const hackEventDto = (e: HackEvent, nominations: HackNomination[]): HackEventDto => ({
  id: e.id,
  title: e.title,
  desc: e.desc,
  startsAt: e.startsAt.toISOString(),
  endsAt: e.endsAt.toISOString(),
  courseId: e.courseId ?? null,
  nominations: nominations.filter((n) => n.event.id === e.id).map((n) => ({ id: n.id, title: n.title })),
});

export const applicationDto = (a: HackApplication): HackApplicationDto => ({
  id: a.id,
  hackEventId: a.event.id,
  studentId: a.student.id,
  grade: a.grade,
  createdAt: a.createdAt.toISOString(),
});

export const gradeDto = (b: HackGradeBand): HackGradeDto => ({ id: b.id, grade: b.grade, minAge: b.minAge, maxAge: b.maxAge });

export const submissionDto = (h: HackProject): HackSubmissionDto => ({
  projectId: h.project.id,
  hackEventId: h.event.id,
  nominationId: h.nomination?.id ?? null,
  grade: h.grade ?? null,
  place: h.place ?? null,
});
