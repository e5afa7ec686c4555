import { useSearchParams } from 'react-router-dom';
import { TAuthor } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { Spinner } from '@school/ui';
import { useGetAuthorCoursesQuery } from './author-api';
import { CourseEditor } from './CourseEditor';
import { CourseList } from './CourseList';
import './author-courses.css';

const L = TAuthor.page;
/** The open course is in the address (?course=), so a reload or a return from /edit lands on it. */
const COURSE_PARAM = 'course';

/** The course author's home: the courses they author, or one of them to build. */
export default function AuthorCoursesPage() {
  const { data, error, isLoading } = useGetAuthorCoursesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const open = (courseId: number | null) => setParams(courseId === null ? {} : { [COURSE_PARAM]: String(courseId) });
  if (isLoading) return <Spinner />;
  if (error || !data) return <p role="alert">{apiErrorMessage(error)}</p>;
  const course = data.find((c) => String(c.id) === params.get(COURSE_PARAM));
  return (
    <div className="author-courses">
      {course ? (
        <CourseEditor course={course} onBack={() => open(null)} />
      ) : (
        <>
          <h1>{L.title}</h1>
          <CourseList courses={data} onOpen={open} />
        </>
      )}
    </div>
  );
}
