import { ApiPaths } from '@school/contracts';
import { putToPresigned } from '@school/api-client';

/** PUTs a file to a presigned URL with progress and answers where it is downloaded from. */
export async function uploadToPresigned(url: string, file: File, onProgress: (ratio: number) => void): Promise<string> {
  const { id } = await putToPresigned(url, file, onProgress);
  return ApiPaths.presignedFile(id);
}
