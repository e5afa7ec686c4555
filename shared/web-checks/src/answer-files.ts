import { WindowId } from '@school/contracts';

/** One uploaded file of a Files answer, as stored in the answer's window. */
export interface AnswerFile {
  /** The presigned upload's id (the last segment of its URL). */
  id: string;
  name: string;
  size: number;
  /** The store's ETag of the uploaded bytes (an md5 in quotes), where the store showed it. */
  etag?: string;
}

/** A Files answer is the list of its files as JSON in the description window (1). */
export const ANSWER_FILES_WINDOW = WindowId.description;

/** Each student's answer files live in their own storage folder: the download route checks it. */
export function answerFilesFolder(studentId: number): string {
  return `answers-${studentId}`;
}

export const ANSWER_FILES_FOLDER_PREFIX = 'answers-';

const ID = /^[0-9a-f-]{32,36}$/;
const isEtag = (value: unknown): value is string => typeof value === 'string' && /^"?[\w-]{1,64}"?$/.test(value);

type Fields = Partial<Record<keyof AnswerFile, unknown>>;

const isFile = (value: unknown): value is Fields & { id: string; name: string } => {
  if (!value || typeof value !== 'object') return false;
  const { id, name } = value as Fields;
  return typeof id === 'string' && ID.test(id) && typeof name === 'string';
};

/** Never throws: anything that is not a list of files reads as no files. */
export function parseAnswerFiles(text: string | null | undefined): AnswerFile[] {
  try {
    const data = JSON.parse(text ?? '') as unknown;
    if (!Array.isArray(data)) return [];
    return (data as unknown[])
      .filter(isFile)
      .map((f) => ({ id: f.id, name: f.name.slice(0, 300), size: Number(f.size) || 0, ...(isEtag(f.etag) ? { etag: f.etag } : {}) }));
  } catch {
    return [];
  }
}

export function answerFilesItem(files: AnswerFile[]) {
  return { windowId: ANSWER_FILES_WINDOW, answerText: JSON.stringify(files) };
}
