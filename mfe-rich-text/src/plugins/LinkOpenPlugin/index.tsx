import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
import { sanitizeUrl } from '../../lib/validators/linkUrl';

/** Links open in a new tab when not editing (or with Ctrl/Cmd held), through the protocol whitelist. */
export default function LinkOpenPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest?.('a');
      if (!a) return;
      e.preventDefault();
      if (editor.isEditable() && !e.ctrlKey && !e.metaKey) return;
      const url = sanitizeUrl(a.getAttribute('href') ?? '');
      if (url !== 'about:blank') window.open(url, '_blank', 'noopener,noreferrer');
    };
    const off = editor.registerRootListener((root, prev) => {
      prev?.removeEventListener('click', onClick);
      root?.addEventListener('click', onClick);
    });
    return () => {
      editor.getRootElement()?.removeEventListener('click', onClick);
      off();
    };
  }, [editor]);
  return null;
}
