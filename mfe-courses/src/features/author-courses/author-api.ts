import { baseApi } from '@school/api-client';
import {
  TeacherPaths,
  type AuthorCourseDto,
  type AuthorTaskCreateBody,
  type AuthorTaskDto,
  type DataResponse,
} from '@school/contracts';

/** The course author's calls: authored courses, add a task to a lesson, reorder a lesson's tasks. */
export const authorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuthorCourses: build.query<AuthorCourseDto[], void>({
      query: () => TeacherPaths.authorCourses,
      transformResponse: (r: DataResponse<AuthorCourseDto[]>) => r.data,
      keepUnusedDataFor: 0,
    }),
    addAuthorTask: build.mutation<AuthorTaskDto, { lessonId: number; body: AuthorTaskCreateBody }>({
      query: ({ lessonId, body }) => ({ url: TeacherPaths.authorLessonTasks(lessonId), method: 'POST', body }),
      transformResponse: (r: DataResponse<AuthorTaskDto>) => r.data,
    }),
    reorderAuthorTasks: build.mutation<AuthorTaskDto[], { lessonId: number; taskIds: number[] }>({
      query: ({ lessonId, taskIds }) => ({ url: TeacherPaths.authorTaskOrder(lessonId), method: 'POST', body: { taskIds } }),
      transformResponse: (r: DataResponse<AuthorTaskDto[]>) => r.data,
    }),
  }),
});

export const { useGetAuthorCoursesQuery, useAddAuthorTaskMutation, useReorderAuthorTasksMutation } = authorApi;
