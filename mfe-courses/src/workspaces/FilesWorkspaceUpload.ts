import { ApiPaths, FILE_SIZE_LIMIT_BYTES, T } from '@school/contracts';
import { answerFilesFolder, type AnswerFile } from '@school/web-checks';

/** Over the spec's 28 MB limit: the spec's message, before anything is sent. */
export function sizeError(file: { size: number }): string | null {
  return file.size > FILE_SIZE_LIMIT_BYTES ? T.fileTooLarge : null;
}

/**
 * Presigned upload of one answer file: ask the files service for a PUT URL in the student's own answers
 * folder, then PUT the bytes with progress (XMLHttpRequest: fetch has no upload progress).
 */
export async function uploadAnswerFile(file: File, studentId: number, token: string, onProgress: (fraction: number) => void): Promise<AnswerFile> {
  const query = new URLSearchParams({ folder: answerFilesFolder(studentId), originalName: file.name });
  const presigned = await fetch(`${ApiPaths.filePresigned}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!presigned.ok) throw new Error(`presign ${presigned.status}`);
  const url = await presigned.text();
  const id = new URL(url, window.location.href).pathname.split('/').pop() ?? '';
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    // Only a 413 means the file is too large; any other refusal is a failed upload.
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(xhr.status === 413 ? T.fileTooLarge : `upload ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
  onProgress(1);
  return { id, name: file.name, size: file.size };
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
