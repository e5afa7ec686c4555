import { WindowId } from '@school/contracts';

/** One uploaded file of a Files answer, as stored in the answer's window. */
export interface AnswerFile {
  /** The presigned upload's id (the last segment of its URL). */
  id: string;
  name: string;
  size: number;
}

/** A Files answer is the list of its files as JSON in the description window (1). */
export const ANSWER_FILES_WINDOW = WindowId.description;

/** Each student's answer files live in their own storage folder: the download route checks it. */
export function answerFilesFolder(studentId: number): string {
  return `answers-${studentId}`;
}

export const ANSWER_FILES_FOLDER_PREFIX = 'answers-';

const ID = /^[0-9a-f-]{32,36}$/;

/** Never throws: anything that is not a list of files reads as no files. */
export function parseAnswerFiles(text: string | null | undefined): AnswerFile[] {
  try {
    const data = JSON.parse(text ?? '') as unknown;
    if (!Array.isArray(data)) return [];
    return data
      .filter((f): f is AnswerFile => !!f && typeof f === 'object' && typeof f.id === 'string' && ID.test(f.id) && typeof f.name === 'string')
      .map((f) => ({ id: f.id, name: f.name.slice(0, 300), size: Number(f.size) || 0 }));
  } catch {
    return [];
  }
}

export function answerFilesItem(files: AnswerFile[]) {
  return { windowId: ANSWER_FILES_WINDOW, answerText: JSON.stringify(files) };
}
