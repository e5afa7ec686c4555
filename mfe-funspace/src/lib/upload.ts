import { ApiPaths, FILE_SIZE_LIMIT_BYTES } from '@school/contracts';

export const tooLarge = (file: File) => file.size > FILE_SIZE_LIMIT_BYTES;

/**
 * PUTs a file to a presigned URL with progress and answers where it is downloaded from:
 * the id is the last path segment of the upload URL. Resolves with the ETag too.
 */
export function putToPresigned(url: string, file: File, onProgress: (ratio: number) => void): Promise<{ fileUrl: string; etag: string | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (file.type) xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 300) return reject(new Error(`upload ${xhr.status}`));
      onProgress(1);
      const id = new URL(url, location.href).pathname.split('/').pop() ?? '';
      resolve({ fileUrl: ApiPaths.presignedFile(id), etag: xhr.getResponseHeader('etag') });
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
}
