import { ApiPaths, T } from '@school/contracts';
import { isTooLarge, putToPresigned } from '@school/api-client';
import { answerFilesFolder, type AnswerFile } from '@school/web-checks';

/** Over the 28 MB limit: the spec's message, before anything is sent. */
export function sizeError(file: { size: number }): string | null {
  return isTooLarge(file) ? T.fileTooLarge : null;
}

/**
 * Presigned upload of one answer file: ask the files service for a PUT URL in the student's own answers
 * folder, then PUT the bytes with progress; the store's ETag is kept with the file.
 */
export async function uploadAnswerFile(file: File, studentId: number, token: string, onProgress: (fraction: number) => void): Promise<AnswerFile> {
  const query = new URLSearchParams({ folder: answerFilesFolder(studentId), originalName: file.name });
  const presigned = await fetch(`${ApiPaths.filePresigned}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!presigned.ok) throw new Error(`presign ${presigned.status}`);
  const { id, etag } = await putToPresigned(await presigned.text(), file, onProgress);
  return { id, name: file.name, size: file.size, ...(etag ? { etag } : {}) };
}

/** Downloads an answer file through its access-checked route (a token header, so not a plain link). */
export async function downloadAnswerFile(taskId: number, file: AnswerFile, studentId: number | null, token: string): Promise<void> {
  const query = studentId ? `?studentId=${studentId}` : '';
  const response = await fetch(`${ApiPaths.answerFile(taskId, file.id)}${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`download ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
