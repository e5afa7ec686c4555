import { NavLink } from 'react-router-dom';
import { GROUP_PROGRESS_ROUTE, REVIEW_QUEUE_ROUTE, Role, TTeacher, TeacherPaths, type DataResponse, type Role as RoleT, type TeacherGroupDto } from '@school/contracts';
import { baseApi } from '@school/api-client';
import { QueryNavLink } from './QueryNavLink';

const sidebarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSidebarTeacherGroups: build.query<TeacherGroupDto[], void>({
      query: () => TeacherPaths.groups,
      transformResponse: (r: DataResponse<TeacherGroupDto[]>) => r.data,
    }),
  }),
});

/** The sidebar's staff part: a teacher's groups and review queue instead of a student's courses; an author's courses. */
export function TeacherNav({ role }: { role: RoleT }) {
  const { data } = sidebarApi.useGetSidebarTeacherGroupsQuery(undefined, { skip: role !== Role.Teacher });
  if (role === Role.CourseAuthor) {
    return (
      <div className="sidebar__courses">
        <NavLink to="/" end>
          {TTeacher.sidebar.authorCourses}
        </NavLink>
      </div>
    );
  }
  return (
    <div className="sidebar__courses" aria-label={TTeacher.sidebar.groups}>
      <NavLink to={REVIEW_QUEUE_ROUTE}>{TTeacher.sidebar.reviewQueue}</NavLink>
      {data?.map((g) => (
        <QueryNavLink key={g.id} to={`${GROUP_PROGRESS_ROUTE}?groupId=${g.id}`} testId="sidebar-group">
          {g.title}
        </QueryNavLink>
      ))}
    </div>
  );
}
