import { baseApi, unwrapData } from '@school/api-client';
import {
  ApiPaths,
  type DataResponse,
  type HackApplicationCreate,
  type HackApplicationDto,
  type HackEventDto,
  type HackSubmissionCreate,
  type HackSubmissionDto,
  type LikeResult,
  type ProjectCreate,
  type ProjectDto,
  type ProjectListFilter,
  type ProjectSave,
  type ViewResult,
} from '@school/contracts';
import { viewSessionId } from './view-session';


/** The Fun Space calls, injected into the page's one api. */
export const funspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectDto[], { userId: number; filter: ProjectListFilter }>({
      query: ({ userId, filter }) => `${ApiPaths.projects(userId)}?filter=${filter}`,
      transformResponse: unwrapData<ProjectDto[]>,
      providesTags: ['Projects'],
      keepUnusedDataFor: 0,
    }),
    getProject: build.query<ProjectDto, { userId: number; projectId: number }>({
      query: ({ userId, projectId }) => ApiPaths.project(userId, projectId),
      transformResponse: unwrapData<ProjectDto>,
      providesTags: (_r, _e, a) => [{ type: 'Project', id: a.projectId }],
    }),
    createProject: build.mutation<ProjectDto, { userId: number; body: ProjectCreate }>({
      query: ({ userId, body }) => ({ url: ApiPaths.projects(userId), method: 'POST', body }),
      transformResponse: unwrapData<ProjectDto>,
      invalidatesTags: ['Projects'],
    }),
    saveProject: build.mutation<ProjectDto, { userId: number; projectId: number; body: ProjectSave }>({
      query: ({ userId, projectId, body }) => ({ url: ApiPaths.project(userId, projectId), method: 'POST', body }),
      transformResponse: unwrapData<ProjectDto>,
      invalidatesTags: (_r, _e, a) => ['Projects', { type: 'Project', id: a.projectId }],
    }),
    setProjectDeleted: build.mutation<ProjectDto, { userId: number; projectId: number; deleted: boolean }>({
      query: ({ userId, projectId, deleted }) => ({
        url: deleted ? ApiPaths.projectDelete(userId, projectId) : ApiPaths.projectUndelete(userId, projectId),
        method: 'POST',
      }),
      transformResponse: unwrapData<ProjectDto>,
      invalidatesTags: ['Projects'],
    }),
    forkProject: build.mutation<ProjectDto, { userId: number; hash: string }>({
      query: ({ userId, hash }) => ({ url: ApiPaths.projectFork(userId, hash), method: 'POST' }),
      transformResponse: unwrapData<ProjectDto>,
      invalidatesTags: ['Projects'],
    }),
    likeProject: build.mutation<LikeResult, string>({
      query: (hash) => ({ url: ApiPaths.projectLike(hash), method: 'POST' }),
      transformResponse: unwrapData<LikeResult>,
    }),
    getTrending: build.query<ProjectDto[], void>({
      query: () => ApiPaths.projectTrend,
      transformResponse: unwrapData<ProjectDto[]>,
    }),
    getHackWinners: build.query<ProjectDto[], void>({
      query: () => ApiPaths.projectHackWinners,
      transformResponse: unwrapData<ProjectDto[]>,
    }),
    /** A presigned upload URL (text); a mutation so every upload gets a fresh one. */
    presignUpload: build.mutation<string, { folder: string; originalName: string }>({
      query: ({ folder, originalName }) => ({
        url: `${ApiPaths.filePresigned}?folder=${encodeURIComponent(folder)}&originalName=${encodeURIComponent(originalName)}`,
        method: 'GET',
        responseHandler: 'text',
      }),
    }),
    getHackApplication: build.query<HackApplicationDto | null, { userId: number; hackId: number }>({
      query: ({ userId, hackId }) => ApiPaths.hackApplication(userId, hackId),
      transformResponse: unwrapData<HackApplicationDto | null>,
      providesTags: ['Projects'],
    }),
    applyToHack: build.mutation<HackApplicationDto, { userId: number; hackId: number; body: HackApplicationCreate }>({
      query: ({ userId, hackId, body }) => ({ url: ApiPaths.hackApplication(userId, hackId), method: 'POST', body }),
      transformResponse: unwrapData<HackApplicationDto>,
      invalidatesTags: ['Projects'],
    }),
    getHackSubmission: build.query<HackSubmissionDto | null, { userId: number; hackId: number }>({
      query: ({ userId, hackId }) => ApiPaths.hackSubmission(userId, hackId),
      transformResponse: unwrapData<HackSubmissionDto | null>,
      providesTags: ['Projects'],
    }),
    submitToHack: build.mutation<HackSubmissionDto, { userId: number; hackId: number; body: HackSubmissionCreate }>({
      query: ({ userId, hackId, body }) => ({ url: ApiPaths.hackSubmission(userId, hackId), method: 'POST', body }),
      transformResponse: unwrapData<HackSubmissionDto>,
      invalidatesTags: ['Projects'],
    }),
    getHackEvents: build.query<HackEventDto[], void>({
      query: () => ApiPaths.hackEvents,
      transformResponse: unwrapData<HackEventDto[]>,
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useSaveProjectMutation,
  useSetProjectDeletedMutation,
  useForkProjectMutation,
  useLikeProjectMutation,
  useGetTrendingQuery,
  useGetHackWinnersQuery,
  useGetHackEventsQuery,
  usePresignUploadMutation,
  useGetHackApplicationQuery,
  useApplyToHackMutation,
  useGetHackSubmissionQuery,
  useSubmitToHackMutation,
} = funspaceApi;

export class ProjectLoadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Loads a project for the player pages with a plain fetch: these pages also serve visitors,
 * and a 403 for a private project must show the not-public image, not trigger a token refresh.
 */
export async function fetchProject(url: string, token: string | null): Promise<ProjectDto> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ProjectLoadError(res.status, body?.code ?? 'ERROR', body?.message ?? res.statusText);
  return body.data as ProjectDto;
}

/** Counts the view once per browser session (the server dedupes by the session header too). */
export async function sendView(hash: string, token: string | null): Promise<ViewResult | null> {
  const key = `viewed:${hash}`;
  if (sessionStorage.getItem(key)) return null;
  const headers: Record<string, string> = { 'x-view-session': viewSessionId() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(ApiPaths.projectView(hash), { method: 'POST', headers });
  if (!res.ok) throw new Error(`view ${res.status}`);
  sessionStorage.setItem(key, '1');
  return ((await res.json()) as DataResponse<ViewResult>).data;
}
