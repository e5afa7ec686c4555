import { baseApi } from '@school/api-client';
import { ApiPaths, type DataResponse, type HackCourseDto, type HackGradeDto } from '@school/contracts';

/** The hackathon's grade bands and preparation course (spec 7: .../grades and .../course). */
export const hackInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHackGrades: build.query<HackGradeDto[], { userId: number; hackId: number }>({
      query: ({ userId, hackId }) => ApiPaths.hackGrades(userId, hackId),
      transformResponse: (r: DataResponse<HackGradeDto[]>) => r.data,
    }),
    getHackCourse: build.query<HackCourseDto, { userId: number; hackId: number }>({
      query: ({ userId, hackId }) => ApiPaths.hackCourse(userId, hackId),
      transformResponse: (r: DataResponse<HackCourseDto>) => r.data,
    }),
  }),
});

export const { useGetHackGradesQuery, useGetHackCourseQuery } = hackInfoApi;
