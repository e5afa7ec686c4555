import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Role, T, type EnrolmentDto } from '@school/contracts';
import { readActiveCourseId, selectUser, useAppSelector, useGetGroupsQuery, useLogout } from '@school/api-client';
import { Brand } from '../../components/brand/Brand';
import { QueryNavLink } from './QueryNavLink';
import { TeacherNav } from './TeacherNav';

function CourseAccordion({ enrolment, open, onToggle }: { enrolment: EnrolmentDto; open: boolean; onToggle(): void }) {
  const { course } = enrolment;
  return (
    <div className={`sidebar-course ${open ? 'is-open' : ''}`} data-testid="sidebar-course">
      <button className="sidebar-course__head" onClick={onToggle} aria-expanded={open}>
        {course.logoUrl ? <img src={course.logoUrl} alt="" width={24} height={24} /> : <span className="sidebar-course__dot" />}
        <span>{course.title}</span>
      </button>
      {open && (
        <div className="sidebar-course__items">
          <QueryNavLink to={`/courses?courseId=${course.id}`}>{T.nav.tasks}</QueryNavLink>
          {enrolment.webMeetingUrl && (
            <a href={`/template?courseId=${course.id}`} target="_blank" rel="noreferrer">
              {T.nav.onlineLesson}
            </a>
          )}
          <QueryNavLink to={`/theory?courseId=${course.id}`}>{T.nav.theory}</QueryNavLink>
        </div>
      )}
    </div>
  );
}

export function Sidebar() {
  const user = useAppSelector(selectUser);
  // Teachers and authors see their groups or courses instead of a student's enrolments.
  const staff = user?.role === Role.Teacher || user?.role === Role.CourseAuthor;
  const { data } = useGetGroupsQuery({ userId: user?.user_id ?? 0 }, { skip: !user || staff });
  const [openId, setOpenId] = useState<number | null>(() => readActiveCourseId());
  const logout = useLogout();
  const enrolments = data?.data ?? [];

  return (
    <nav className="sidebar" aria-label="Навигация">
      <Brand />
      {staff && user ? (
        <TeacherNav role={user.role} />
      ) : (
        <div className="sidebar__courses">
          {enrolments.map((e) => (
            <CourseAccordion
              key={e.id}
              enrolment={e}
              open={openId === e.course.id || (openId === null && enrolments.length === 1)}
              onToggle={() => setOpenId((id) => (id === e.course.id ? -1 : e.course.id))}
            />
          ))}
        </div>
      )}
      <div className="sidebar__main">
        <NavLink to="/" end>
          {T.nav.home}
        </NavLink>
        <NavLink to="/hackathons">{T.nav.hackathons}</NavLink>
        <NavLink to="/funbox">{T.nav.funbox}</NavLink>
        <NavLink to="/funspace">{T.nav.funSpace}</NavLink>
        {staff && <NavLink to="/editor">{T.nav.textEditor}</NavLink>}
        {data?.hasArchive && <NavLink to="/courses-archive">{T.nav.coursesArchive}</NavLink>}
      </div>
      <button className="sidebar__logout" onClick={() => void logout()}>
        {T.nav.logout}
      </button>
    </nav>
  );
}
