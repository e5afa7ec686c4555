import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLayoutEffect, useRef } from 'react';
import { closeAllCollapsibles, loadContent } from '../../lib/content/loadContent';

/** Loads stored content (any accepted format) when it changes: the editor is cleared and reloaded. */
export default function ContentPlugin(props: { content: string | undefined; closeCollapsibles?: boolean; preserveNewLines?: boolean }): null {
  const { content, closeCollapsibles, preserveNewLines } = props;
  const [editor] = useLexicalComposerContext();
  const loaded = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (content === undefined || loaded.current === content) return;
    loaded.current = content;
    loadContent(editor, content, { preserveNewLines });
    if (closeCollapsibles) closeAllCollapsibles(editor);
  }, [editor, content, closeCollapsibles, preserveNewLines]);
  return null;
}
