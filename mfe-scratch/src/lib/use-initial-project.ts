import { useEffect, useState } from 'react';
import { useDownloadSb3Mutation } from './scratch-api';
import { loadDraft } from './use-sb3-saver';

export type InitialProject =
  | { kind: 'loading' }
  | { kind: 'ready'; sb3: ArrayBuffer | null; restored: boolean }
  | { kind: 'failed' };

/**
 * The project to open, first found of: the unsaved copy in this browser (draftKey), the saved file
 * (urls[0]), the next URLs (e.g. the task's starter), else null (the editor's default project).
 */
export function useInitialProject(draftKey: string | null, urls: (string | null | undefined)[], attempt = 0): InitialProject {
  const [download] = useDownloadSb3Mutation();
  const [state, setState] = useState<InitialProject>({ kind: 'loading' });
  const url = urls.find((u): u is string => !!u) ?? null;

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void (async () => {
      const draft = await loadDraft(draftKey);
      if (draft) return live && setState({ kind: 'ready', sb3: draft, restored: true });
      if (!url) return live && setState({ kind: 'ready', sb3: null, restored: false });
      try {
        const sb3 = await download(url).unwrap();
        if (live) setState({ kind: 'ready', sb3, restored: false });
      } catch (e) {
        console.error('scratch: project download failed', e);
        if (live) setState({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [draftKey, url, download, attempt]);

  return state;
}
