import { useContext, useEffect, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import { baseApi, unwrapData } from '@school/api-client';
import { ApiPaths, type LessonResourceDto } from '@school/contracts';

/** The lesson's resources (spec 3.1, 7 "load lesson resources"): the 'Теория' tab shows its presentation. */
const lessonResourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlocklyLessonResources: build.query<LessonResourceDto[], number>({
      query: (lessonId) => ApiPaths.lessonResources(lessonId),
      transformResponse: unwrapData<LessonResourceDto[]>,
    }),
  }),
});

type Initiate = ReturnType<typeof lessonResourcesApi.endpoints.getBlocklyLessonResources.initiate>;
type Subscription = { unwrap(): Promise<LessonResourceDto[]>; unsubscribe(): void };

/**
 * The lesson's resources; none for a task outside a lesson (the standalone demo levels) or where
 * the workspace is rendered without the shell's store (the workspace contract gives it props
 * only), so the block screen still renders there, without 'Теория'.
 */
export function useLessonResources(lessonId: number): LessonResourceDto[] | undefined {
  const redux = useContext(ReactReduxContext);
  const [resources, setResources] = useState<LessonResourceDto[] | undefined>(undefined);
  useEffect(() => {
    if (!redux || !(lessonId > 0)) return undefined;
    const dispatch = redux.store.dispatch as unknown as (action: Initiate) => Subscription;
    const subscription = dispatch(lessonResourcesApi.endpoints.getBlocklyLessonResources.initiate(lessonId));
    let live = true;
    subscription.unwrap().then(
      (data) => live && setResources(data),
      () => live && setResources(undefined),
    );
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [redux, lessonId]);
  return resources;
}
