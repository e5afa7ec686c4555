import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useState } from 'react';
import { RT } from '../../lib/texts';

/** Time from a key press to the committed update, shown under the editor. */
export default function PerformancePlugin() {
  const [editor] = useLexicalComposerContext();
  const [ms, setMs] = useState<number | null>(null);
  useEffect(() => {
    let start = 0;
    const onKey = () => (start = performance.now());
    const offRoot = editor.registerRootListener((root, prev) => {
      prev?.removeEventListener('keydown', onKey, true);
      root?.addEventListener('keydown', onKey, true);
    });
    const offUpdate = editor.registerUpdateListener(() => {
      if (!start) return;
      const took = performance.now() - start;
      start = 0;
      setMs(Math.round(took * 10) / 10);
    });
    return () => {
      offRoot();
      offUpdate();
    };
  }, [editor]);
  return ms === null ? null : <div className="rt-perf">{RT.devOptions.updateTime(ms)}</div>;
}
