import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { T } from '@school/contracts';
import { chooseActiveCourse, readActiveCourseId, selectUser, storeActiveCourseId, useAppSelector, useGetGroupsQuery } from '@school/api-client';
import { toast } from '@school/ui';

/**
 * The course a Tasks or Theory screen shows: courseId from the address (Funbox courses too),
 * else the active course rule. With no course: 'Выберите ваш курс!' and home.
 */
export function useActiveCourse(): { courseId: number | null; title: string | null; loading: boolean } {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = Number(params.get('courseId')) || null;
  const { data, isLoading } = useGetGroupsQuery({ userId: user?.user_id ?? 0 }, { skip: !user });
  const chosen = useMemo(
    () => (data ? chooseActiveCourse(data.data, fromUrl ?? readActiveCourseId(), new Date()) : null),
    [data, fromUrl],
  );
  const courseId = fromUrl ?? chosen?.course.id ?? null;
  const missing = !isLoading && !!data && courseId === null;
  useEffect(() => {
    if (missing) {
      toast.info(T.chooseCourse);
      navigate('/');
    } else if (courseId && !params.get('funbox')) storeActiveCourseId(courseId);
  }, [missing, courseId, navigate, params]);
  const title = data?.data.find((e) => e.course.id === courseId)?.course.title ?? null;
  return { courseId, title, loading: isLoading };
}
