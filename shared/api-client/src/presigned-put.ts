import { FILE_SIZE_LIMIT_BYTES, T } from '@school/contracts';

/** Over the 28 MB limit: checked before anything is sent. */
export const isTooLarge = (file: { size: number }): boolean => file.size > FILE_SIZE_LIMIT_BYTES;

export interface PresignedPutResult {
  /** The stored file's id: the last path segment of the upload URL. */
  id: string;
  /** The store's ETag for the bytes it kept (an md5 in quotes), or null where the store hides it. */
  etag: string | null;
}

/**
 * PUTs the bytes to a presigned URL with upload progress (XMLHttpRequest: fetch reports none) and
 * reads the ETag of the answer. Only a 413 is "too large"; any other refusal is a failed upload.
 */
export function putToPresigned(url: string, file: File, onProgress: (ratio: number) => void): Promise<PresignedPutResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(xhr.status === 413 ? T.fileTooLarge : `upload ${xhr.status}`));
      onProgress(1);
      resolve({ id: new URL(url, window.location.href).pathname.split('/').pop() ?? '', etag: xhr.getResponseHeader('etag') });
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
}
