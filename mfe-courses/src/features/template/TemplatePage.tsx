import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { T } from '@school/contracts';
import { selectUser, useAppSelector, useGetGroupsQuery } from '@school/api-client';
import { PageTitle, Spinner } from '@school/ui';

/** /template opens in a new tab (from the sidebar) and goes on to the lesson's meeting link. */
export default function TemplatePage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  const user = useAppSelector(selectUser);
  const { data, isLoading } = useGetGroupsQuery({ userId: user?.user_id ?? 0 }, { skip: !user });
  const url = data?.data.find((e) => e.course.id === courseId)?.webMeetingUrl ?? null;
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  if (isLoading || url) return <Spinner />;
  return <PageTitle note={T.chooseCourse}>{T.nav.onlineLesson}</PageTitle>;
}
