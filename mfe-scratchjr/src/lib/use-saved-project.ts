import { useMemo } from 'react';
import { parseProject, type Project } from '@school/scratchjr-engine';
import { isProjectFileUrl, useProjectFileQuery } from './project-files';

export type SavedProject =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry(): void }
  | { kind: 'broken' }
  | { kind: 'ready'; project: Project };

/**
 * The project a saved answer holds: the URL of its file (read from the files service) or, in
 * answers saved before projects became files, the project JSON itself. Both are checked against
 * the engine's schema.
 */
export function useSavedProject(answerText: string | null): SavedProject {
  const url = answerText && isProjectFileUrl(answerText) ? answerText.trim() : null;
  const file = useProjectFileQuery(url ?? '', { skip: !url });
  const text = url ? (file.isFetching ? undefined : file.data) : answerText;
  const parsed = useMemo(() => (text == null ? null : parseProject(text)), [text]);
  if (!answerText) return { kind: 'none' };
  if (url && file.isError && !file.isFetching) return { kind: 'failed', retry: () => void file.refetch() };
  if (!parsed) return { kind: 'loading' };
  return parsed.ok ? { kind: 'ready', project: parsed.project } : { kind: 'broken' };
}
