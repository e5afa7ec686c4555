import { baseApi } from '@school/api-client';
import { TeacherPaths, type ActAsDto, type DataResponse, type GroupProgressDto } from '@school/contracts';

/** The group page's calls: the live students x tasks grid and the teacher-as-student login. */
export const groupProgressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGroupProgress: build.query<GroupProgressDto, { groupId: number; lessonId?: number }>({
      query: ({ groupId, lessonId }) => TeacherPaths.groupProgress(groupId) + (lessonId ? `?lessonId=${lessonId}` : ''),
      transformResponse: (r: DataResponse<GroupProgressDto>) => r.data,
      keepUnusedDataFor: 0,
    }),
    actAs: build.mutation<ActAsDto, number>({
      query: (studentId) => ({ url: TeacherPaths.actAs(studentId), method: 'POST' }),
      transformResponse: (r: DataResponse<ActAsDto>) => r.data,
    }),
  }),
});

export const { useGetGroupProgressQuery, useActAsMutation } = groupProgressApi;
