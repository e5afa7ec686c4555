import { baseApi } from '@school/api-client';
import { ApiPaths } from '@school/contracts';

/** .sb3 files in our files service: content-addressed uploads, downloads with the caller's access. */
export const scratchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadSb3: build.mutation<string, Blob>({
      query: (blob) => {
        const form = new FormData();
        form.append('file', new File([blob], 'project.sb3', { type: 'application/x.scratch.sb3' }));
        return { url: ApiPaths.fileUpload, method: 'POST', body: form, responseHandler: 'text' };
      },
      transformResponse: (md5: string) => ApiPaths.file(md5.trim()),
    }),
    // A mutation, not a query: the bytes go to the editor frame and are not kept in the store.
    downloadSb3: build.mutation<ArrayBuffer, string>({
      query: (url) => ({ url, responseHandler: (r: Response) => r.arrayBuffer() }),
    }),
  }),
});

export const { useUploadSb3Mutation, useDownloadSb3Mutation } = scratchApi;
