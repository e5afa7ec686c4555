import { useCallback, useEffect, useRef, useState } from 'react';
import type { Project } from '@school/scratchjr-engine';
import { useUnsavedWarning } from '@school/ui';
import { useSaveProjectFileMutation } from './project-files';

/** Changes made while a save runs are saved together this long after it (blocks come in quick taps). */
export const SAVE_DELAY_MS = 1500;
/** A failed save is tried again after this long; the project stays in the editor meanwhile. */
export const RETRY_MS = 10_000;

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

/**
 * Saves the edited project as a file (the server checks it against the schema) on each change
 * (changes made during a save follow SAVE_DELAY_MS after it), when the editor closes and on request; the stored file's URL goes to `persist` (the
 * task's answer). A failed save keeps the project on screen and retries.
 */
export function useProjectSaver(enabled: boolean, persist: (url: string) => void) {
  const [saveFile] = useSaveProjectFileMutation();
  const [state, setState] = useState<SaveState>('saved');
  const unsaved = useRef<Project | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const failed = useRef(false);
  failed.current = state === 'failed';
  const io = useRef({ saveFile, persist });
  io.current = { saveFile, persist };

  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const project = unsaved.current;
    if (!project) return true;
    unsaved.current = null;
    setState('saving');
    const run = io.current
      .saveFile(project)
      .unwrap()
      .then(
        (url) => {
          io.current.persist(url);
          setState(unsaved.current ? 'dirty' : 'saved');
          return true;
        },
        (e: unknown) => {
          // A lost connection is expected (the status line says so); not an error of the page.
          console.warn('scratchjr: save failed, the project stays in the editor', e);
          unsaved.current ??= project;
          setState('failed');
          return false;
        },
      )
      .finally(() => (inFlight.current = null));
    inFlight.current = run;
    return run;
  }, []);

  const change = useCallback(
    (project: Project) => {
      if (!enabled) return;
      unsaved.current = project;
      // Saved at once when nothing is being saved; otherwise with the next save (see below).
      if (!inFlight.current && !failed.current) void flush();
      else setState((s) => (s === 'failed' ? s : 'dirty'));
    },
    [enabled, flush],
  );

  // More changes after a save: SAVE_DELAY_MS later; after a failure every RETRY_MS.
  useEffect(() => {
    if (state !== 'dirty' && state !== 'failed') return;
    const timer = setTimeout(() => void flush(), state === 'failed' ? RETRY_MS : SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, flush]);

  // Leaving: the tab hidden or the workspace unmounted.
  useEffect(() => {
    if (!enabled) return;
    const leave = () => {
      if (unsaved.current) void flush();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, [enabled, flush]);

  // The browser asks before closing a page whose project is not stored yet.
  useUnsavedWarning(state !== 'saved');

  return { state, change, flush };
}
