import { useNavigate } from 'react-router-dom';
import { T } from '@school/contracts';
import { selectUser, storeActiveCourseId, useAppSelector, useGetGroupsQuery } from '@school/api-client';
import { Spinner } from '@school/ui';
import { CourseCard } from './CourseCard';
import { ReviewNotices } from './ReviewNotices';
import './home.css';

/** Home: the student's course cards from the real service. */
export default function HomePage() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetGroupsQuery({ userId: user?.user_id ?? 0 }, { skip: !user });
  if (isLoading) return <Spinner />;
  if (isError) return <p className="home-error">{T.toast.error}</p>;
  const enrolments = data?.data ?? [];
  return (
    <section className="home">
      <h1>{T.home.title}</h1>
      <ReviewNotices />
      {enrolments.length === 0 && <p>{T.home.noCourses}</p>}
      <div className="home__grid">
        {enrolments.map((e) => (
          <CourseCard
            key={e.id}
            enrolment={e}
            onOpen={() => {
              storeActiveCourseId(e.course.id);
              navigate(`/courses?courseId=${e.course.id}`);
            }}
          />
        ))}
      </div>
    </section>
  );
}
