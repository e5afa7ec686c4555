import { baseApi } from '@school/api-client';
import { ApiPaths } from '@school/contracts';
import { serializeProject, type Project } from '@school/scratchjr-engine';

/** A saved answer that names the project's file in our files service (older answers hold the JSON itself). */
const FILE_URL = /^\/api\/files\/[0-9a-f]{32}$/;
export const isProjectFileUrl = (answerText: string) => FILE_URL.test(answerText.trim());

/**
 * ScratchJr projects as files of our files service: the server checks a project against the
 * engine's schema before storing it (ApiPaths.fileScratchJr) and answers its md5.
 */
export const scratchJrApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveProjectFile: build.mutation<string, Project>({
      query: (project) => ({
        url: ApiPaths.fileScratchJr,
        method: 'POST',
        body: serializeProject(project),
        headers: { 'content-type': 'application/json' },
        responseHandler: 'text',
      }),
      transformResponse: (md5: string) => ApiPaths.file(md5.trim()),
    }),
    // The file of a URL never changes (content-addressed): cached like any query.
    projectFile: build.query<string, string>({
      query: (url) => ({ url, responseHandler: 'text' }),
    }),
  }),
});

export const { useSaveProjectFileMutation, useProjectFileQuery } = scratchJrApi;
