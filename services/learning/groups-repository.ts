import type { FastifyInstance } from 'fastify';
import { SolveStatus, type EnrolmentDto, type ScheduleDto } from '@school/contracts';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { GroupStudent } from './entities';
import { rawBool, rawDate } from '../db/raw-values';
import { lessonDates } from './lesson-dates';

export interface MembershipRow {
  archived: unknown;
  groupId: number;
  groupTitle: string;
  courseId: number;
  webMeetingUrl: string | null;
  startsAt: string | number | Date | null;
  teacherLogin: string;
  teacherName: string | null;
  scheduleId: number | null;
  weekDay: number | null;
  hour: number | null;
  minute: number | null;
}

export function createGroupsRepository(app: FastifyInstance) {
  /** Required (non-optional) and solved task counts per lesson, from the cached statuses and course structure (no query). */
  async function progressFromCache(statuses: Map<number, SolveStatus>, courseIds: number[]) {
    const structure = await app.courseStructure.snapshot();
    return courseIds.flatMap((courseId) =>
      (structure.lessonsByCourse.get(courseId) ?? []).map((lesson) => {
        const required = (structure.tasksByLesson.get(lesson.id) ?? []).filter((t) => !t.isOptional);
        return { lessonId: lesson.id, required: required.length, solved: required.filter((t) => statuses.get(t.id) === SolveStatus.Solved).length };
      }),
    );
  }

  /** Every membership of the student (archived or not) with group, teacher name and schedule slots: one query. */
  async function memberships(studentId: number): Promise<MembershipRow[]> {
    const knex = (app.em() as SqlEntityManager).getKnex();
    return knex('group_students as gs')
      .join('groups as g', 'g.id', 'gs.group_id')
      .join('users as u', 'u.id', 'g.teacher_id')
      .leftJoin('profiles as p', 'p.user_id', 'g.teacher_id')
      .leftJoin('schedules as sc', 'sc.group_id', 'g.id')
      .where('gs.student_id', studentId)
      .orderBy([{ column: 'gs.id' }, { column: 'sc.week_day' }, { column: 'sc.hour' }, { column: 'sc.id' }])
      .select(
        'gs.archived as archived',
        'g.id as groupId',
        'g.title as groupTitle',
        'g.course_id as courseId',
        'g.web_meeting_url as webMeetingUrl',
        'g.starts_at as startsAt',
        'u.login as teacherLogin',
        'p.display_name as teacherName',
        'sc.id as scheduleId',
        'sc.week_day as weekDay',
        'sc.hour as hour',
        'sc.minute as minute',
      );
  }

  return {
    /** Every membership of the student with group, teacher and schedule rows (cached in process, see student-cache.ts). */
    memberships: (studentId: number) => app.studentCache.memberships(studentId, () => memberships(studentId)),

    async hasArchive(studentId: number): Promise<boolean> {
      return (await app.em().count(GroupStudent, { student: studentId, archived: true })) > 0;
    },

    /**
     * The student's enrolments with course, lessons, modules, progress, schedules and teacher, and
     * whether an archive exists: two queries (memberships with schedules; solved counts per lesson),
     * the course structure comes from the in-process cache.
     */
    async enrolments(studentId: number, archived: boolean): Promise<{ data: EnrolmentDto[]; hasArchive: boolean }> {
      // Served from memory while the student's statuses, memberships and the course structure are unchanged.
      const basis = await app.courseStructure.snapshot();
      return app.studentCache.view(studentId, archived ? 'groups:archive' : 'groups', basis, () => computeEnrolments(studentId, archived));
    },
  };

  async function computeEnrolments(studentId: number, archived: boolean): Promise<{ data: EnrolmentDto[]; hasArchive: boolean }> {
    const rows = await app.studentCache.memberships(studentId, () => memberships(studentId));
    const hasArchive = rows.some((r) => rawBool(r.archived));
    const wanted = rows.filter((r) => rawBool(r.archived) === archived);
    if (wanted.length === 0) return { data: [], hasArchive };
    const groups = new Map<number, { row: MembershipRow; slots: ScheduleDto[] }>();
    for (const r of wanted) {
      const groupId = Number(r.groupId);
      let entry = groups.get(groupId);
      if (!entry) groups.set(groupId, (entry = { row: r, slots: [] }));
      if (r.scheduleId !== null) {
        entry.slots.push({ id: Number(r.scheduleId), weekDay: Number(r.weekDay), hour: Number(r.hour), minute: Number(r.minute) });
      }
    }
    const courseIds = [...new Set(wanted.map((r) => Number(r.courseId)))];
    const [structure, progress] = await Promise.all([
      app.courseStructure.snapshot(),
      app.tasks.statusesOf(studentId).then((statuses) => progressFromCache(statuses, courseIds)),
    ]);
    const passedLessons = new Set(progress.filter((p) => p.required > 0 && p.solved === p.required).map((p) => p.lessonId));
    const isPassed = (lessonId: number) => passedLessons.has(lessonId);

    const data = [...groups.values()].map(({ row, slots }) => {
      const courseId = Number(row.courseId);
      const course = structure.courses.get(courseId);
      const courseLessons = (structure.lessonsByCourse.get(courseId) ?? []).filter((l) => l.published);
      const startsAt = row.startsAt === null ? null : rawDate(row.startsAt);
      const dates = lessonDates(startsAt, slots, courseLessons.length);
      const passed = courseLessons.filter((l) => isPassed(l.id));
      const current = courseLessons.find((l) => !isPassed(l.id)) ?? courseLessons[courseLessons.length - 1];
      return {
        id: Number(row.groupId),
        title: row.groupTitle,
        course: {
          id: courseId,
          title: course?.title ?? '',
          logoUrl: course?.logoUrl ?? null,
          lessonCount: courseLessons.length,
          lessonPassed: passed.length,
          currentLessonId: current?.id ?? null,
          lessons: courseLessons.map((l, i) => ({
            id: l.id,
            moduleId: l.moduleId,
            title: l.title,
            startsAt: dates[i]?.toISOString() ?? null,
          })),
          modules: (structure.modulesByCourse.get(courseId) ?? []).map((m) => ({ id: m.id, moduleNumber: m.moduleNumber, title: m.title })),
        },
        schedules: slots,
        teacher: { displayName: row.teacherName || row.teacherLogin },
        webMeetingUrl: row.webMeetingUrl,
        startsAt: startsAt?.toISOString() ?? null,
      };
    });
    return { data, hasArchive };
  }
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    groups: GroupsRepository;
  }
}
