import type { FastifyInstance } from 'fastify';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import {
  Role,
  STUCK_AFTER_FAILED_RUNS,
  SolveStatus,
  T,
  TTeacher,
  TaskAction,
  type GroupProgressDto,
  type ReviewItemDto,
  type TeacherGroupDto,
} from '@school/contracts';
import { forbidden, notFound, badRequest } from '../core/http-error';
import { Profile } from '../profile/entities';
import { User } from '../auth/entities';
import { Group, GroupStudent, Lesson, Schedule, Task, TaskStatus } from './entities';
import { Venue } from './task-entities';

/** Statuses in which a student is working on a task (not finished, not untouched). */
const WORKING: readonly string[] = [SolveStatus.Open, SolveStatus.Wrong, SolveStatus.QuizIncorrect];

/**
 * The teacher's side (groups, live progress, review queue, acting for a student; the author's
 * courses are in author-repository.ts). Every read is a fixed number of set queries, whatever the group size.
 */
/** Display names of users (profile name, else login) in one query. */
export async function userTitles(em: EntityManager, users: User[]): Promise<Map<number, string>> {
  if (users.length === 0) return new Map();
  const profiles = await em.find(Profile, { user: { $in: users.map((u) => u.id) } });
  const names = new Map(profiles.map((p) => [p.user.id, p.displayName]));
  return new Map(users.map((u) => [u.id, names.get(u.id) || u.login]));
}

export function createTeacherRepository(app: FastifyInstance) {
  const em = () => app.em() as SqlEntityManager;
  const titles = (users: User[]) => userTitles(em(), users);

  const repo = {
    assertTeacher(role: string): void {
      if (role !== Role.Teacher) throw forbidden(TTeacher.server.notTeacher, 'TEACHER_ONLY');
    },

    assertAuthor(role: string): void {
      if (role !== Role.CourseAuthor) throw forbidden(TTeacher.server.notAuthor, 'AUTHOR_ONLY');
    },

    /** A group of this teacher: 404 when missing, 403 when someone else's. */
    async ownGroup(teacherId: number, groupId: number): Promise<Group> {
      const m = em();
      const group = await m.findOne(Group, { id: groupId }, { populate: ['course'] });
      if (!group) throw notFound(T.server.notFound);
      if (group.teacher.id !== teacherId) throw forbidden(T.server.forbidden);
      return group;
    },

    /** The teacher's groups with course, schedule, size, work waiting for check and place. */
    async groups(teacherId: number, filter: { cityId?: number; venueId?: number }): Promise<TeacherGroupDto[]> {
      const m = em();
      let venueIds: number[] | null = null;
      if (filter.venueId) venueIds = [filter.venueId];
      else if (filter.cityId) venueIds = (await m.find(Venue, { city: filter.cityId })).map((v) => v.id);
      const where = venueIds ? { teacher: teacherId, venueId: { $in: venueIds } } : { teacher: teacherId };
      const groups = await m.find(Group, where, { populate: ['course'], orderBy: { id: 'asc' } });
      if (groups.length === 0) return [];
      const groupIds = groups.map((g) => g.id);
      const knex = m.getKnex();
      const [schedules, members, awaiting, venues] = await Promise.all([
        m.find(Schedule, { group: { $in: groupIds } }, { orderBy: { weekDay: 'asc', hour: 'asc', minute: 'asc' } }),
        m.find(GroupStudent, { group: { $in: groupIds }, archived: false }),
        // ManualCheck statuses of each group's students on its own course's tasks.
        knex('group_students as gs')
          .join('groups as g', 'g.id', 'gs.group_id')
          .join('lessons as l', 'l.course_id', 'g.course_id')
          .join('tasks as t', 't.lesson_id', 'l.id')
          .join('task_statuses as s', (j) => j.on('s.task_id', '=', 't.id').andOn('s.student_id', '=', 'gs.student_id'))
          .whereIn('gs.group_id', groupIds)
          .andWhere('gs.archived', false)
          .andWhere('s.status', SolveStatus.ManualCheck)
          .groupBy('gs.group_id')
          .select('gs.group_id as groupId', knex.raw('count(s.id) as n')) as Promise<{ groupId: number; n: number | string }[]>,
        m.find(Venue, { id: { $in: groups.map((g) => g.venueId).filter((v): v is number => v != null) } }, { populate: ['city'] }),
      ]);
      const awaitingOf = new Map(awaiting.map((r) => [Number(r.groupId), Number(r.n)]));
      const venueOf = new Map(venues.map((v) => [v.id, v]));
      return groups.map((g) => {
        const venue = g.venueId != null ? venueOf.get(g.venueId) : undefined;
        return {
          id: g.id,
          title: g.title,
          course: { id: g.course.id, title: g.course.title, logoUrl: g.course.logoUrl ?? null },
          schedules: schedules.filter((s) => s.group.id === g.id).map((s) => ({ weekDay: s.weekDay, hour: s.hour, minute: s.minute })),
          studentCount: members.filter((m) => m.group.id === g.id).length,
          awaitingCheck: awaitingOf.get(g.id) ?? 0,
          city: venue ? { id: venue.city.id, title: venue.city.title } : null,
          venue: venue ? { id: venue.id, title: venue.title } : null,
        };
      });
    },

    /**
     * Students x tasks of one lesson (or the whole course) with where each student is now:
     * the task they touched last in this course, minutes on it while unsolved, and failed runs of
     * it from the event log. Seven set queries for any group size.
     */
    async progress(teacherId: number, groupId: number, lessonId: number | undefined, stuckMinutes: number): Promise<GroupProgressDto> {
      const m = em();
      const group = await repo.ownGroup(teacherId, groupId);
      const courseId = group.course.id;
      const [lessons, members] = await Promise.all([
        m.find(Lesson, { course: courseId }, { orderBy: { order: 'asc', id: 'asc' } }),
        m.find(GroupStudent, { group: group.id, archived: false }, { populate: ['student'], orderBy: { id: 'asc' } }),
      ]);
      if (lessonId !== undefined && !lessons.some((l) => l.id === lessonId)) throw badRequest(T.server.badRequest, 'LESSON_NOT_IN_COURSE');
      const lessonOrder = new Map(lessons.map((l, i) => [l.id, i]));
      const students = members.map((m) => m.student);
      const studentIds = students.map((s) => s.id);
      const [allTasks, names] = await Promise.all([
        m.find(Task, { lesson: { $in: lessons.map((l) => l.id) } }, { orderBy: { order: 'asc', id: 'asc' } }),
        titles(students),
      ]);
      allTasks.sort((a, b) => lessonOrder.get(a.lesson.id)! - lessonOrder.get(b.lesson.id)! || a.order - b.order || a.id - b.id);
      const statuses = studentIds.length
        ? await m.find(TaskStatus, { student: { $in: studentIds }, task: { $in: allTasks.map((t) => t.id) } })
        : [];
      // Where each student is now: the status row changed last in this course.
      const latest = new Map<number, TaskStatus>();
      for (const s of statuses) {
        const seen = latest.get(s.student.id);
        if (!seen || s.updatedAt > seen.updatedAt) latest.set(s.student.id, s);
      }
      const working = [...latest.values()].filter((s) => WORKING.includes(s.status));
      const failedOf = new Map<string, number>();
      if (working.length) {
        const knex = m.getKnex();
        const rows: { studentId: number; taskId: number; n: number | string }[] = await knex('task_events')
          .whereIn('student_id', working.map((s) => s.student.id))
          .whereIn('task_id', [...new Set(working.map((s) => s.task.id))])
          .whereIn('action', [TaskAction.Execute, TaskAction.MarkWrong])
          .groupBy('student_id', 'task_id')
          .select('student_id as studentId', 'task_id as taskId', knex.raw('count(id) as n'));
        for (const r of rows) failedOf.set(`${r.studentId}:${r.taskId}`, Number(r.n));
      }
      const taskById = new Map(allTasks.map((t) => [t.id, t]));
      const now = Date.now();
      const shown = lessonId === undefined ? allTasks : allTasks.filter((t) => t.lesson.id === lessonId);
      const shownIds = new Set(shown.map((t) => t.id));
      return {
        group: { id: group.id, title: group.title, courseId, courseTitle: group.course.title },
        lessons: lessons.map((l) => ({ id: l.id, title: l.title, order: l.order })),
        lessonId: lessonId ?? null,
        tasks: shown.map((t) => ({
          id: t.id,
          lessonId: t.lesson.id,
          order: t.order,
          taskName: t.taskName,
          taskType: t.taskType,
          isOptional: t.isOptional,
        })),
        students: students.map((s) => {
          const last = latest.get(s.id);
          const task = last ? taskById.get(last.task.id) : undefined;
          const isWorking = !!last && WORKING.includes(last.status);
          const minutesOnTask = isWorking ? Math.max(0, Math.floor((now - last.updatedAt.getTime()) / 60000)) : null;
          const failedRuns = isWorking ? (failedOf.get(`${s.id}:${last.task.id}`) ?? 0) : 0;
          return {
            id: s.id,
            title: names.get(s.id) ?? s.login,
            current:
              last && task
                ? { taskId: task.id, lessonId: task.lesson.id, taskName: task.taskName, status: last.status, since: last.updatedAt.toISOString() }
                : null,
            minutesOnTask,
            failedRuns,
            stuck: (minutesOnTask ?? 0) >= stuckMinutes || failedRuns >= STUCK_AFTER_FAILED_RUNS,
          };
        }),
        cells: statuses
          .filter((s) => shownIds.has(s.task.id) && s.status !== SolveStatus.Nothing)
          .map((s) => ({ studentId: s.student.id, taskId: s.task.id, status: s.status })),
        stuckMinutes,
        generatedAt: new Date(now).toISOString(),
      };
    },

    /** Every task in ManualCheck of the students of the teacher's groups, on those groups' courses, oldest first. */
    async reviewQueue(teacherId: number): Promise<ReviewItemDto[]> {
      const m = em();
      const groups = await m.find(Group, { teacher: teacherId }, { orderBy: { id: 'asc' } });
      if (groups.length === 0) return [];
      const members = await m.find(GroupStudent, { group: { $in: groups.map((g) => g.id) }, archived: false }, { populate: ['student'] });
      if (members.length === 0) return [];
      const rows = await m.find(
        TaskStatus,
        {
          status: SolveStatus.ManualCheck,
          student: { $in: [...new Set(members.map((m) => m.student.id))] },
          task: { lesson: { course: { $in: [...new Set(groups.map((g) => g.course.id))] } } },
        },
        { populate: ['task', 'task.lesson'], orderBy: { updatedAt: 'asc', id: 'asc' } },
      );
      const names = await titles([...new Map(members.map((m) => [m.student.id, m.student])).values()]);
      const groupById = new Map(groups.map((g) => [g.id, g]));
      const items: ReviewItemDto[] = [];
      for (const r of rows) {
        // The group that teaches this student this course (a student may be in two of the teacher's groups).
        const member = members.find((m) => m.student.id === r.student.id && groupById.get(m.group.id)!.course.id === r.task.lesson.course.id);
        if (!member) continue;
        const group = groupById.get(member.group.id)!;
        items.push({
          studentId: r.student.id,
          studentTitle: names.get(r.student.id) ?? '',
          groupId: group.id,
          groupTitle: group.title,
          courseId: r.task.lesson.course.id,
          lessonId: r.task.lesson.id,
          lessonTitle: r.task.lesson.title,
          taskId: r.task.id,
          taskName: r.task.taskName,
          taskType: r.task.taskType,
          since: r.updatedAt.toISOString(),
        });
      }
      return items;
    },

    /** The student a teacher may act for: a member of one of the teacher's groups (not archived). */
    async actingTarget(teacherId: number, studentId: number): Promise<{ user: User; title: string }> {
      const m = em();
      const member = await m.findOne(
        GroupStudent,
        { student: studentId, archived: false, group: { teacher: teacherId } },
        { populate: ['student'] },
      );
      if (!member) throw forbidden(TTeacher.server.notYourStudent, 'NOT_YOUR_STUDENT');
      const name = await titles([member.student]);
      return { user: member.student, title: name.get(member.student.id)! };
    },
  };
  return repo;
}

export type TeacherRepository = ReturnType<typeof createTeacherRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    teacher: TeacherRepository;
  }
}
