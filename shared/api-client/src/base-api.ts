import { createApi } from '@reduxjs/toolkit/query/react';
import {
  ApiPaths,
  type DataResponse,
  type EnrolmentListResponse,
  type LoginRequest,
  type ProfileDto,
  type SessionDto,
} from '@school/contracts';
import { baseQueryWithReauth } from './base-query';

/** The payload of a `{ data }` answer: every call's transformResponse. */
export const unwrapData = <T,>(r: DataResponse<T>): T => r.data;

/**
 * The one RTK Query api of the page. Remotes add their calls with baseApi.injectEndpoints, so
 * every call shares one cache and one refresh logic.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Groups', 'Profile', 'Task', 'TaskList', 'Answer', 'Project', 'Projects', 'Chat'],
  endpoints: (build) => ({
    login: build.mutation<SessionDto, LoginRequest>({
      query: (body) => ({ url: ApiPaths.login, method: 'POST', body }),
      transformResponse: unwrapData<SessionDto>,
    }),
    logout: build.mutation<boolean, { refreshToken: string }>({
      query: (body) => ({ url: ApiPaths.logout, method: 'POST', body }),
      transformResponse: unwrapData<boolean>,
    }),
    getGroups: build.query<EnrolmentListResponse, { userId: number; archive?: boolean }>({
      query: ({ userId, archive }) => (archive ? ApiPaths.groupsArchive(userId) : ApiPaths.groups(userId)),
      providesTags: ['Groups'],
      keepUnusedDataFor: 0,
    }),
    getProfile: build.query<ProfileDto, number>({
      query: (userId) => ApiPaths.profile(userId),
      transformResponse: unwrapData<ProfileDto>,
      providesTags: (_r, _e, id) => [{ type: 'Profile', id }],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useGetGroupsQuery, useGetProfileQuery } = baseApi;
