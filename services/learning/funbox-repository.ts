import type { FastifyInstance } from 'fastify';
import { FunboxStatus, SolveStatus, T, type FunboxCourseDto } from '@school/contracts';
import { notFound } from '../core/http-error';
import { Course, TaskStatus } from './entities';
import { FunboxEnrolment } from './task-entities';

/** Funbox: the extra courses with the student's state. Course structure comes from the in-process cache. */
export function createFunboxRepository(app: FastifyInstance) {
  return {
    async courses(studentId: number): Promise<FunboxCourseDto[]> {
      const structure = await app.courseStructure.snapshot();
      const courses = [...structure.courses.values()].filter((c) => c.isFunbox);
      const ids = courses.map((c) => c.id);
      const em = app.em();
      const [enrolments, solved] = await Promise.all([
        em.find(FunboxEnrolment, { student: studentId, course: { $in: ids } }),
        em.find(TaskStatus, { student: studentId, status: SolveStatus.Solved, task: { lesson: { course: { $in: ids } } } }, { fields: ['task'] }),
      ]);
      const solvedIds = new Set(solved.map((s) => s.task.id));
      const status = new Map(enrolments.map((e) => [e.course.id, e.status as FunboxStatus]));
      return courses.map((c) => {
        const lessons = (structure.lessonsByCourse.get(c.id) ?? []).filter((l) => l.published);
        const passed = lessons.filter((l) => {
          const required = (structure.tasksByLesson.get(l.id) ?? []).filter((t) => !t.isOptional);
          return required.length > 0 && required.every((t) => solvedIds.has(t.id));
        });
        return {
          course: {
            id: c.id,
            title: c.title,
            logoUrl: c.logoUrl,
            isFunbox: true,
            lessonCount: lessons.length,
            lessonPassed: passed.length,
            firstLessonId: lessons[0]?.id ?? null,
          },
          status: status.get(c.id) ?? FunboxStatus.Nothing,
        };
      });
    },

    async setStatus(studentId: number, courseId: number, action: FunboxStatus) {
      return app.db.transaction(async (em) => {
        const course = await em.findOne(Course, { id: courseId, isFunbox: true });
        if (!course) throw notFound(T.server.notFound);
        const existing = await em.findOne(FunboxEnrolment, { student: studentId, course: courseId });
        if (existing) existing.status = action;
        else em.create(FunboxEnrolment, { student: studentId, course: courseId, status: action });
        await em.flush();
        return { courseId, status: action };
      });
    },
  };
}

export type FunboxRepository = ReturnType<typeof createFunboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    funbox: FunboxRepository;
  }
}
