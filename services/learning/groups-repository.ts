import type { FastifyInstance } from 'fastify';
import { SolveStatus, type EnrolmentDto } from '@school/contracts';
import { Profile } from '../profile/entities';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { GroupStudent, Lesson, CourseModule, Schedule } from './entities';
import { lessonDates } from './lesson-dates';

/**
 * Required (non-optional) and solved task counts per lesson in one aggregate query: no task or
 * status entities are loaded for the course cards and the sidebar, which every page asks for.
 */
async function lessonProgress(em: SqlEntityManager, studentId: number, courseIds: number[]) {
  const knex = em.getKnex();
  const rows: { lessonId: number; required: number | string; solved: number | string }[] = await knex('tasks as t')
    .join('lessons as l', 'l.id', 't.lesson_id')
    .leftJoin('task_statuses as s', (join) => {
      join
        .on('s.task_id', '=', 't.id')
        .andOn('s.student_id', '=', knex.raw('?', [studentId]))
        .andOn('s.status', '=', knex.raw('?', [SolveStatus.Solved]));
    })
    .whereIn('l.course_id', courseIds)
    .andWhere('t.is_optional', false)
    .groupBy('t.lesson_id')
    .select('t.lesson_id as lessonId', knex.raw('count(t.id) as required'), knex.raw('count(s.id) as solved'));
  // PostgreSQL returns counts as strings.
  return rows.map((r) => ({ lessonId: Number(r.lessonId), required: Number(r.required), solved: Number(r.solved) }));
}

export function createGroupsRepository(app: FastifyInstance) {
  return {
    async teacherHasStudent(teacherId: number, studentId: number): Promise<boolean> {
      const count = await app.em().count(GroupStudent, { student: studentId, group: { teacher: teacherId } });
      return count > 0;
    },

    async hasArchive(studentId: number): Promise<boolean> {
      return (await app.em().count(GroupStudent, { student: studentId, archived: true })) > 0;
    },

    /** The student's enrolments with course, lessons, modules, progress, schedules and teacher. */
    async enrolments(studentId: number, archived: boolean): Promise<EnrolmentDto[]> {
      const em = app.em();
      const memberships = await em.find(
        GroupStudent,
        { student: studentId, archived },
        { populate: ['group', 'group.course', 'group.teacher'], orderBy: { id: 'asc' } },
      );
      if (memberships.length === 0) return [];
      const groups = memberships.map((m) => m.group);
      const courseIds = [...new Set(groups.map((g) => g.course.id))];
      const [lessons, modules, schedules, teacherProfiles, progress] = await Promise.all([
        em.find(Lesson, { course: { $in: courseIds } }, { orderBy: { order: 'asc', id: 'asc' } }),
        em.find(CourseModule, { course: { $in: courseIds } }, { orderBy: { moduleNumber: 'asc' } }),
        em.find(Schedule, { group: { $in: groups.map((g) => g.id) } }, { orderBy: { weekDay: 'asc', hour: 'asc' } }),
        em.find(Profile, { user: { $in: groups.map((g) => g.teacher.id) } }),
        lessonProgress(em as SqlEntityManager, studentId, courseIds),
      ]);
      const passedLessons = new Set(progress.filter((p) => p.required > 0 && p.solved === p.required).map((p) => p.lessonId));
      const isPassed = (lessonId: number) => passedLessons.has(lessonId);
      const teacherName = new Map(teacherProfiles.map((p) => [p.user.id, p.displayName]));

      return groups.map((group) => {
        const courseLessons = lessons.filter((l) => l.course.id === group.course.id);
        const groupSlots = schedules.filter((s) => s.group.id === group.id);
        const dates = lessonDates(group.startsAt, groupSlots, courseLessons.length);
        const passed = courseLessons.filter((l) => isPassed(l.id));
        const current = courseLessons.find((l) => !isPassed(l.id)) ?? courseLessons[courseLessons.length - 1];
        return {
          id: group.id,
          title: group.title,
          course: {
            id: group.course.id,
            title: group.course.title,
            logoUrl: group.course.logoUrl,
            lessonCount: courseLessons.length,
            lessonPassed: passed.length,
            currentLessonId: current?.id ?? null,
            lessons: courseLessons.map((l, i) => ({
              id: l.id,
              moduleId: l.module.id,
              title: l.title,
              startsAt: dates[i]?.toISOString() ?? null,
            })),
            modules: modules
              .filter((m) => m.course.id === group.course.id)
              .map((m) => ({ id: m.id, moduleNumber: m.moduleNumber, title: m.title })),
          },
          schedules: groupSlots.map((s) => ({ id: s.id, weekDay: s.weekDay, hour: s.hour, minute: s.minute })),
          teacher: { displayName: teacherName.get(group.teacher.id) || group.teacher.login },
          webMeetingUrl: group.webMeetingUrl,
          startsAt: group.startsAt?.toISOString() ?? null,
        };
      });
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    groups: GroupsRepository;
  }
}
