import { baseApi, unwrapData } from '@school/api-client';
import {
  ReviewPaths,
  type ReviewBody,
  type ReviewNoticeDto,
  type ReviewResultDto,
  type TaskReviewDto,
  type TaskTextWindowDto,
  type TryCheckResultDto,
} from '@school/contracts';


/** The teacher's verdict in words, the student's notices, and the author's server check of a solution. */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewTask: build.mutation<ReviewResultDto, { taskId: number; body: ReviewBody }>({
      query: ({ taskId, body }) => ({ url: ReviewPaths.review(taskId), method: 'POST', body }),
      transformResponse: unwrapData<ReviewResultDto>,
      invalidatesTags: ['TaskList', 'Groups'],
    }),
    getTaskReview: build.query<TaskReviewDto | null, { taskId: number; studentId?: number }>({
      query: ({ taskId, studentId }) => ReviewPaths.taskReview(taskId) + (studentId ? `?studentId=${studentId}` : ''),
      transformResponse: unwrapData<TaskReviewDto | null>,
      keepUnusedDataFor: 0,
    }),
    markReviewSeen: build.mutation<{ seen: boolean }, number>({
      query: (taskId) => ({ url: ReviewPaths.reviewSeen(taskId), method: 'POST' }),
      transformResponse: unwrapData<{ seen: boolean }>,
    }),
    getReviewNotices: build.query<ReviewNoticeDto[], void>({
      query: () => ReviewPaths.notices,
      transformResponse: unwrapData<ReviewNoticeDto[]>,
      keepUnusedDataFor: 0,
    }),
    tryCheck: build.mutation<TryCheckResultDto, { taskId: number; taskText?: TaskTextWindowDto[] }>({
      query: ({ taskId, taskText }) => ({ url: ReviewPaths.tryCheck(taskId), method: 'POST', body: taskText ? { taskText } : {} }),
      transformResponse: unwrapData<TryCheckResultDto>,
    }),
  }),
});

export const { useReviewTaskMutation, useGetTaskReviewQuery, useMarkReviewSeenMutation, useGetReviewNoticesQuery, useTryCheckMutation } = reviewApi;
