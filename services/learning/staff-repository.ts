import type { FastifyInstance } from 'fastify';
import { Role, SolveStatus, T, type BulkTaskStatusDto, type CityDto, type GroupStudentDto, type OrgGroupDto, type VenueDto } from '@school/contracts';
import { forbidden, notFound } from '../core/http-error';
import type { RequestAccess } from '../core/access';
import { Profile } from '../profile/entities';
import { Group, GroupStudent, TaskStatus } from './entities';
import { City, Venue } from './task-entities';

/** Teacher calls: group students, bulk statuses, organisation lookups. */
export function createStaffRepository(app: FastifyInstance) {
  /** A group the caller runs (a course author sees every group). */
  async function groupForStaff(groupId: number, access: RequestAccess) {
    const group = await app.em().findOne(Group, { id: groupId });
    if (!group) throw notFound(T.server.notFound);
    if (access.role === Role.CourseAuthor) return group;
    if (access.role === Role.Teacher && group.teacher.id === access.callerId) return group;
    throw forbidden(T.server.forbidden);
  }

  async function activeMembers(groupId: number) {
    return app.em().find(GroupStudent, { group: groupId, archived: false }, { populate: ['student'], orderBy: { id: 'asc' } });
  }

  return {
    async groupStudents(groupId: number, access: RequestAccess): Promise<GroupStudentDto[]> {
      const group = await groupForStaff(groupId, access);
      const members = await activeMembers(group.id);
      const profiles = await app.em().find(Profile, { user: { $in: members.map((m) => m.student.id) } });
      const names = new Map(profiles.map((p) => [p.user.id, p.displayName]));
      return members.map((m) => ({ id: m.student.id, title: names.get(m.student.id) || m.student.login }));
    },

    /** Statuses of a lesson's tasks for one student (checked by the route's declaration) or a group the caller runs. */
    async bulkStatuses(lessonId: number, target: { studentId: number } | { groupId: number }, access: RequestAccess): Promise<BulkTaskStatusDto[]> {
      const studentIds =
        'studentId' in target
          ? [target.studentId]
          : (await activeMembers((await groupForStaff(target.groupId, access)).id)).map((m) => m.student.id);
      const tasks = await app.courseStructure.tasksOf(lessonId);
      const rows = await app.em().find(TaskStatus, { task: { $in: tasks.map((t) => t.id) }, student: { $in: studentIds } });
      const status = new Map(rows.map((r) => [`${r.task.id}:${r.student.id}`, r.status]));
      return studentIds.flatMap((sid) =>
        tasks.map((t) => ({
          lessonTaskId: t.id,
          studentId: sid,
          solveStatus: status.get(`${t.id}:${sid}`) ?? SolveStatus.Nothing,
          taskType: t.taskType,
        })),
      );
    },

    async cities(): Promise<CityDto[]> {
      const rows = await app.em().find(City, {}, { orderBy: { title: 'asc' } });
      return rows.map((c) => ({ id: c.id, title: c.title }));
    },

    async venues(cityId: number): Promise<VenueDto[]> {
      const city = await app.em().findOne(City, { id: cityId });
      if (!city) throw notFound(T.server.notFound);
      const rows = await app.em().find(Venue, { city: city.id }, { orderBy: { title: 'asc' } });
      return rows.map((v) => ({ id: v.id, cityId: city.id, title: v.title }));
    },

    /** A teacher sees only their own groups; a course author sees every group. */
    async orgGroups(filter: { cityId?: number; venueId?: number }, access: RequestAccess): Promise<OrgGroupDto[]> {
      const em = app.em();
      let venueIds: number[] | null = null;
      if (filter.venueId) venueIds = [filter.venueId];
      else if (filter.cityId) venueIds = (await em.find(Venue, { city: filter.cityId })).map((v) => v.id);
      const own = access.role === Role.Teacher ? { teacher: access.callerId } : {};
      const where = venueIds ? { ...own, venueId: { $in: venueIds } } : own;
      const groups = await em.find(Group, where, { orderBy: { id: 'asc' } });
      return groups.map((g) => ({ id: g.id, title: g.title, courseId: g.course.id, venueId: g.venueId ?? null }));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffRepository;
  }
}
