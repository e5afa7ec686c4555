import type { FastifyInstance } from 'fastify';
import { ApiPaths, FunboxStatus, SolveStatus, T } from '@school/contracts';
import { errorResponses, userIdParams } from '../core/schemas';
import { notFound } from '../core/http-error';
import { Course, Lesson, Task, TaskStatus } from './entities';
import { FunboxEnrolment } from './task-entities';
import { dataOf } from './learning-schemas';

const tags = ['learning'];
const idProp = { type: 'integer', minimum: 1 } as const;

const funboxItem = {
  type: 'object',
  properties: {
    course: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        logoUrl: { type: ['string', 'null'] },
        isFunbox: { type: 'boolean' },
        lessonCount: { type: 'integer' },
        lessonPassed: { type: 'integer' },
        firstLessonId: { type: ['integer', 'null'] },
      },
    },
    status: { type: 'string' },
  },
} as const;

/** Funbox: the extra courses with the student's state. */
export default async function funboxRoutes(app: FastifyInstance) {
  app.get<{ Params: { userId: number } }>(
    ApiPaths.funbox(':userId'),
    {
      schema: {
        tags,
        params: userIdParams,
        response: { 200: dataOf({ type: 'array', items: funboxItem }), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await app.assertStudentAccess(request, userId);
      const em = app.em();
      const courses = await em.find(Course, { isFunbox: true }, { orderBy: { id: 'asc' } });
      const ids = courses.map((c) => c.id);
      const [enrolments, lessons, tasks, solved] = await Promise.all([
        em.find(FunboxEnrolment, { student: userId, course: { $in: ids } }),
        em.find(Lesson, { course: { $in: ids } }, { orderBy: { order: 'asc', id: 'asc' } }),
        em.find(Task, { lesson: { course: { $in: ids } }, isOptional: false }, { populate: ['lesson'] }),
        em.find(TaskStatus, { student: userId, status: SolveStatus.Solved, task: { lesson: { course: { $in: ids } } } }),
      ]);
      const solvedIds = new Set(solved.map((s) => s.task.id));
      const status = new Map(enrolments.map((e) => [e.course.id, e.status]));
      return {
        data: courses.map((c) => {
          const courseLessons = lessons.filter((l) => l.course.id === c.id);
          const passed = courseLessons.filter((l) => {
            const required = tasks.filter((t) => t.lesson.id === l.id);
            return required.length > 0 && required.every((t) => solvedIds.has(t.id));
          });
          return {
            course: {
              id: c.id,
              title: c.title,
              logoUrl: c.logoUrl,
              isFunbox: true,
              lessonCount: courseLessons.length,
              lessonPassed: passed.length,
              firstLessonId: courseLessons[0]?.id ?? null,
            },
            status: status.get(c.id) ?? FunboxStatus.Nothing,
          };
        }),
      };
    },
  );

  app.post<{ Params: { userId: number; courseId: number }; Querystring: { action: FunboxStatus } }>(
    ApiPaths.funboxStatus(':userId', ':courseId'),
    {
      schema: {
        tags,
        params: {
          type: 'object',
          properties: { userId: idProp, courseId: idProp },
          required: ['userId', 'courseId'],
          additionalProperties: false,
        },
        querystring: {
          type: 'object',
          properties: { action: { type: 'string', enum: Object.values(FunboxStatus) } },
          required: ['action'],
          additionalProperties: false,
        },
        response: { 200: dataOf({ type: 'object', properties: { courseId: { type: 'integer' }, status: { type: 'string' } } }), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, courseId } = request.params;
      await app.assertStudentAccess(request, userId);
      const em = app.em();
      const course = await em.findOne(Course, { id: courseId, isFunbox: true });
      if (!course) throw notFound(T.server.notFound);
      const existing = await em.findOne(FunboxEnrolment, { student: userId, course: courseId });
      if (existing) existing.status = request.query.action;
      else em.create(FunboxEnrolment, { student: userId, course: courseId, status: request.query.action });
      await em.flush();
      return { data: { courseId, status: request.query.action } };
    },
  );
}
