import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnsavedWarning } from '@school/ui';
import { drafts, draftsAvailable } from './local-drafts';

/** Autosave period of a changed project (issue 16: every 30 s, on leaving and on request). */
export const AUTOSAVE_MS = 30_000;
/** A failed upload is tried again after this long (the project waits in the browser meanwhile). */
export const RETRY_MS = 10_000;

export type SaveStatus = 'clean' | 'dirty' | 'saving' | 'saved' | 'local';

interface Options {
  /** IndexedDB key of this project's unsaved copy; null keeps nothing in the browser. */
  draftKey: string | null;
  /** False outside editing (demo, check, locked): nothing is saved. */
  enabled: boolean;
  exportSb3(): Promise<ArrayBuffer>;
  upload(sb3: ArrayBuffer): Promise<string>;
  /** Records the uploaded file as the project (the task's answer, the Fun Space project's file). */
  persist(url: string): Promise<void>;
}

/**
 * Saving of a Scratch project: marks changes, uploads the .sb3 every 30 s while changed, when the
 * page is hidden or the editor closes, and on request. A failed upload keeps the bytes in IndexedDB
 * and retries; a copy found there on opening is restored by the caller (see loadDraft).
 */
export function useSb3Saver({ draftKey, enabled, exportSb3, upload, persist }: Options) {
  const [status, setStatus] = useState<SaveStatus>('clean');
  const dirty = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const io = useRef({ exportSb3, upload, persist, draftKey, enabled });
  io.current = { exportSb3, upload, persist, draftKey, enabled };

  const saveNow = useCallback((): Promise<boolean> => {
    if (!io.current.enabled) return Promise.resolve(true);
    if (inFlight.current) return inFlight.current.then(() => (dirty.current ? saveNow() : true));
    const run = (async () => {
      const { exportSb3: exp, upload: up, persist: keep, draftKey: key } = io.current;
      dirty.current = false;
      setStatus('saving');
      let sb3: ArrayBuffer;
      try {
        sb3 = await exp();
      } catch (e) {
        console.error('scratch: export failed', e);
        dirty.current = true;
        setStatus('dirty');
        return false;
      }
      try {
        await keep(await up(sb3));
        if (key && draftsAvailable()) await drafts.remove(key).catch(() => undefined);
        setStatus(dirty.current ? 'dirty' : 'saved');
        return true;
      } catch (e) {
        console.error('scratch: save failed, kept in the browser', e);
        dirty.current = true;
        if (key && draftsAvailable()) await drafts.put(key, { sb3, savedAt: Date.now() }).catch(() => undefined);
        setStatus('local');
        return false;
      }
    })();
    inFlight.current = run;
    void run.finally(() => (inFlight.current = null));
    return run;
  }, []);

  const markDirty = useCallback(() => {
    if (!io.current.enabled) return;
    dirty.current = true;
    setStatus((s) => (s === 'local' ? s : 'dirty'));
  }, []);

  // Every 30 s while changed; after a failure every RETRY_MS.
  useEffect(() => {
    if (!enabled) return;
    const period = status === 'local' ? RETRY_MS : AUTOSAVE_MS;
    const timer = setInterval(() => {
      if (dirty.current) void saveNow();
    }, period);
    return () => clearInterval(timer);
  }, [enabled, status, saveNow]);

  // Leaving: the tab hidden, the page closing, or the workspace unmounted.
  useEffect(() => {
    if (!enabled) return;
    const leave = () => {
      if (dirty.current) void saveNow();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', leave);
      leave();
    };
  }, [enabled, saveNow]);

  // The browser asks before closing a page with unsaved changes.
  useUnsavedWarning(enabled && (status === 'dirty' || status === 'local'));

  return { status, markDirty, saveNow };
}

/** The unsaved copy kept in this browser, if any. */
export async function loadDraft(key: string | null): Promise<ArrayBuffer | null> {
  if (!key || !draftsAvailable()) return null;
  try {
    return (await drafts.get(key))?.sb3 ?? null;
  } catch {
    return null;
  }
}
