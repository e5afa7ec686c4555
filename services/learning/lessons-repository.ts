import type { FastifyInstance } from 'fastify';
import {
  LessonStatusFilter,
  SolveStatus,
  WindowId,
  type CourseDto,
  type LessonResourceDto,
  type LessonWithTasksDto,
  type TaskEventDto,
  type TheoryDto,
} from '@school/contracts';
import type { RequestAccess } from '../core/access';
import type { LessonRow } from '../core/course-structure';
import { TaskStatus } from './entities';
import { LessonResource, LessonTheory, TaskAnswer, TaskEvent, TaskText } from './task-entities';
import type { Subject } from './tasks-repository';

function resourceDto(r: LessonResource): LessonResourceDto {
  const numeric = Number(r.resourceType);
  return { id: r.id, name: r.name, url: r.url, resourceType: Number.isInteger(numeric) ? numeric : r.resourceType };
}

/** Course, lesson and theory reads of the learning routes (course structure from the in-process cache). */
export function createLessonsRepository(app: FastifyInstance) {
  return {
    /** The courses the caller can see: enrolled (not archived) and Funbox; all for staff. */
    async visibleCourses(access: RequestAccess): Promise<CourseDto[]> {
      const structure = await app.courseStructure.snapshot();
      const all = [...structure.courses.values()];
      let visible = all;
      if (!access.staff) {
        const memberships = await app.groups.memberships(access.callerId);
        const enrolled = new Set(memberships.filter((m) => !m.archived || m.archived === 0 || m.archived === '0').map((m) => Number(m.courseId)));
        visible = all.filter((c) => c.isFunbox || enrolled.has(c.id));
      }
      return visible.map((c) => ({ id: c.id, title: c.title, logoUrl: c.logoUrl, isFunbox: c.isFunbox }));
    },

    /** A course's lessons with the subject's task lists; a status filter drops lessons left empty. */
    async courseLessons(subject: Subject, courseId: number, status?: LessonStatusFilter): Promise<LessonWithTasksDto[]> {
      const [lessons, modules] = await Promise.all([app.courseStructure.lessonsOf(courseId), app.courseStructure.modulesOf(courseId)]);
      const moduleNumber = new Map(modules.map((m) => [m.id, m.moduleNumber]));
      const keep = (s: SolveStatus) =>
        status === LessonStatusFilter.Unsolved ? s !== SolveStatus.Solved : status === LessonStatusFilter.ManualCheck ? s === SolveStatus.ManualCheck : true;
      const data: LessonWithTasksDto[] = [];
      for (const lesson of lessons) {
        if (!subject.staff && !lesson.published) continue;
        const tasks = (await app.tasks.lessonTaskList(lesson.id, subject)).filter((t) => keep(t.solveStatus));
        if (status && tasks.length === 0) continue;
        data.push({ id: lesson.id, moduleId: lesson.moduleId, moduleNumber: moduleNumber.get(lesson.moduleId) ?? 0, title: lesson.title, order: lesson.order, tasks });
      }
      return data;
    },

    async theory(lesson: LessonRow): Promise<TheoryDto> {
      const em = app.em();
      const [theory, resources] = await Promise.all([
        em.findOne(LessonTheory, { lesson: lesson.id }),
        em.find(LessonResource, { lesson: lesson.id }, { orderBy: { id: 'asc' } }),
      ]);
      return { lessonId: lesson.id, title: lesson.title, text: theory?.text ?? '', resources: resources.map(resourceDto) };
    },

    async resources(lessonId: number): Promise<LessonResourceDto[]> {
      const rows = await app.em().find(LessonResource, { lesson: lessonId }, { orderBy: { id: 'asc' } });
      return rows.map(resourceDto);
    },

    async events(taskId: number, studentId: number): Promise<TaskEventDto[]> {
      const rows = await app.em().find(TaskEvent, { task: taskId, student: studentId }, { orderBy: { id: 'asc' } });
      return rows.map((e) => ({
        id: e.id,
        lessonId: e.lessonId,
        lessonTaskId: taskId,
        studentId,
        actorId: e.actor.id,
        action: e.action,
        createdAt: e.createdAt.toISOString(),
      }));
    },

    /** The task of these the student touched last (status or answer), or null. */
    async lastTouched(studentId: number, taskIds: number[]): Promise<number | null> {
      if (taskIds.length === 0) return null;
      const em = app.em();
      const where = { student: studentId, task: { $in: taskIds } };
      const [status, answer] = await Promise.all([
        em.findOne(TaskStatus, where, { orderBy: { updatedAt: 'desc', id: 'desc' } }),
        em.findOne(TaskAnswer, where, { orderBy: { updatedAt: 'desc', id: 'desc' } }),
      ]);
      const latest = [status, answer]
        .filter((row): row is NonNullable<typeof row> => !!row)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      return latest?.task.id ?? null;
    },

    /** The frontend-config window of a task (window 12), as the quiz kinds read it. */
    async frontendConfig(taskId: number): Promise<{ windowId: number; text: string }[]> {
      const row = await app.em().findOne(TaskText, { task: taskId, windowId: WindowId.frontendConfig });
      return row ? [{ windowId: row.windowId, text: row.text }] : [];
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    lessons: LessonsRepository;
  }
}
