import { Role } from '@school/contracts';
import { selectRole, selectUser, useAppSelector } from '@school/api-client';
import HomePage from '../features/home/HomePage';
import TeacherHomePage from '../features/teacher-home/TeacherHomePage';
import AuthorCoursesPage from '../features/author-courses/AuthorCoursesPage';

/** The 'home' page by role: a teacher's groups, an author's courses, a student's course cards. */
export default function HomeRoute() {
  const user = useAppSelector(selectUser);
  const storedRole = useAppSelector(selectRole);
  const role = user?.role ?? storedRole;
  if (role === Role.Teacher) return <TeacherHomePage />;
  if (role === Role.CourseAuthor) return <AuthorCoursesPage />;
  return <HomePage />;
}
