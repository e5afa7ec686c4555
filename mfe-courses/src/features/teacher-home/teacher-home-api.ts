import { baseApi } from '@school/api-client';
import { ApiPaths, TeacherPaths, type DataResponse, type TeacherGroupDto } from '@school/contracts';

interface Titled { id: number; title: string }

/** The teacher home's calls: own groups (filtered by city and venue) and the spec's organisation lookups. */
export const teacherHomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeacherGroups: build.query<TeacherGroupDto[], { cityId?: number; venueId?: number }>({
      query: ({ cityId, venueId }) => {
        const q = new URLSearchParams();
        if (venueId) q.set('venueId', String(venueId));
        else if (cityId) q.set('cityId', String(cityId));
        return TeacherPaths.groups + (q.size ? `?${q.toString()}` : '');
      },
      transformResponse: (r: DataResponse<TeacherGroupDto[]>) => r.data,
      keepUnusedDataFor: 0,
    }),
    getCities: build.query<Titled[], void>({
      query: () => ApiPaths.cities,
      transformResponse: (r: DataResponse<Titled[]>) => r.data,
    }),
    getVenues: build.query<Titled[], number>({
      query: (cityId) => ApiPaths.venues(cityId),
      transformResponse: (r: DataResponse<Titled[]>) => r.data,
    }),
  }),
});

export const { useGetTeacherGroupsQuery, useGetCitiesQuery, useGetVenuesQuery } = teacherHomeApi;
