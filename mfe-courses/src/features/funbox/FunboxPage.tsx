import { useNavigate } from 'react-router-dom';
import { FunboxStatus, T } from '@school/contracts';
import { selectUser, useAppSelector } from '@school/api-client';
import { Button, Spinner, toast } from '@school/ui';
import { useGetFunboxQuery, useSetFunboxStatusMutation } from '../../lib/learning-api';
import './funbox.css';

/** /funbox: the extra courses; starting one records Open and shows its tasks. */
export default function FunboxPage() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const { data, isLoading } = useGetFunboxQuery(user?.user_id ?? 0, { skip: !user });
  const [setStatus] = useSetFunboxStatusMutation();
  if (isLoading || !user) return <Spinner />;
  const open = async (courseId: number, status: FunboxStatus) => {
    if (status === FunboxStatus.Nothing) {
      const res = await setStatus({ userId: user.user_id, courseId, action: FunboxStatus.Open });
      if ('error' in res) return void toast.error(T.toast.error);
    }
    navigate(`/courses?courseId=${courseId}&funbox=true`);
  };
  return (
    <section className="funbox">
      <h1>{T.nav.funbox}</h1>
      {data?.length === 0 && <p>{T.task.funboxEmpty}</p>}
      <div className="funbox__grid">
        {data?.map(({ course, status }) => (
          <article key={course.id} className="ui-card funbox-card">
            <h2>{course.title}</h2>
            <p>{T.home.lessonsProgress(course.lessonPassed, course.lessonCount)}</p>
            <Button onClick={() => open(course.id, status)}>
              {status === FunboxStatus.Nothing ? T.task.funboxStart : T.task.funboxContinue}
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}
