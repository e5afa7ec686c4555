import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { registerCodeHighlighting } from '@lexical/code-prism';
import { useEffect } from 'react';
import { codeTokenizer } from '../../lib/highlight/codeTokenizer';

/** Code blocks highlighted by @lexical/code-prism as they are typed (and Tab indents inside them). */
export default function CodeHighlightPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerCodeHighlighting(editor, codeTokenizer), [editor]);
  return null;
}
