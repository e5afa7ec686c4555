import { T } from '@school/contracts';
import { selectUser, useAppSelector, useGetGroupsQuery } from '@school/api-client';
import { Spinner } from '@school/ui';
import { CourseCard } from './CourseCard';
import './home.css';

/** Archived courses of the student. */
export default function ArchivePage() {
  const user = useAppSelector(selectUser);
  const { data, isLoading } = useGetGroupsQuery({ userId: user?.user_id ?? 0, archive: true }, { skip: !user });
  if (isLoading) return <Spinner />;
  return (
    <section className="home">
      <h1>{T.nav.coursesArchive}</h1>
      <div className="home__grid">
        {(data?.data ?? []).map((e) => (
          <CourseCard key={e.id} enrolment={e} onOpen={() => undefined} />
        ))}
      </div>
    </section>
  );
}
