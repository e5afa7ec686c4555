import { baseApi } from '@school/api-client';
import { ApiPaths, type DataResponse, type LessonResourceDto, type ProjectDto } from '@school/contracts';

/** The reads of the extra layout pages: the student's own projects and a lesson's resources. */
export const extraPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnProjectsForEngines: build.query<ProjectDto[], number>({
      query: (userId) => `${ApiPaths.projects(userId)}?filter=all`,
      transformResponse: (r: DataResponse<ProjectDto[]>) => r.data,
      keepUnusedDataFor: 0,
    }),
    getLessonLiterature: build.query<LessonResourceDto[], number>({
      query: (lessonId) => ApiPaths.lessonResources(lessonId),
      transformResponse: (r: DataResponse<LessonResourceDto[]>) => r.data,
    }),
  }),
});

export const { useGetOwnProjectsForEnginesQuery, useGetLessonLiteratureQuery } = extraPagesApi;
