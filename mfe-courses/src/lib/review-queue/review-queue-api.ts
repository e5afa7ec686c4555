import { baseApi } from '@school/api-client';
import { TeacherPaths, type DataResponse, type ReviewItemDto } from '@school/contracts';

/** Work waiting for check across the teacher's groups, oldest first. */
export const reviewQueueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewItemDto[], void>({
      query: () => TeacherPaths.reviewQueue,
      transformResponse: (r: DataResponse<ReviewItemDto[]>) => r.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReviewQueueQuery } = reviewQueueApi;
