import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { registerLexicalTextEntity } from '@lexical/text';
import { mergeRegister } from '@lexical/utils';
import type { LexicalEditor, TextNode } from 'lexical';
import { useEffect } from 'react';
import { findKeyword } from '../../lib/keywords';
import { $createKeywordNode, KeywordNode } from '../../nodes/KeywordNode';
import { requireNodes } from '../../lib/editor/requireNodes';

const createKeyword = (textNode: TextNode) => $createKeywordNode(textNode.getTextContent());

/** Turns congratulation words into highlighted keyword nodes as they are typed or loaded. */
export function registerKeywords(editor: LexicalEditor): () => void {
  requireNodes(editor, 'KeywordsPlugin', [KeywordNode]);
  return mergeRegister(...registerLexicalTextEntity(editor, findKeyword, KeywordNode, createKeyword));
}

export default function KeywordsPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerKeywords(editor), [editor]);
  return null;
}
