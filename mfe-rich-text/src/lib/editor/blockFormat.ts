import { $createCodeNode } from '@lexical/code';
import { INSERT_CHECK_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $createParagraphNode, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import type { BlockType } from '../../context/ToolbarContext';

export function formatParagraph(editor: LexicalEditor) {
  editor.update(() => {
    const sel = $getSelection();
    if ($isRangeSelection(sel)) $setBlocksType(sel, () => $createParagraphNode());
  });
}

/**
 * Applies a block type; choosing the type that is already active reverts to a paragraph (spec 4.8).
 */
export function applyBlockType(editor: LexicalEditor, target: BlockType, current: BlockType) {
  if (target === 'paragraph' || target === current) {
    if (current === 'bullet' || current === 'number' || current === 'check') editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    formatParagraph(editor);
    return;
  }
  if (target === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
  else if (target === 'number') editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  else if (target === 'check') editor.dispatchCommand(INSERT_CHECK_LIST_COMMAND, undefined);
  else
    editor.update(() => {
      const sel = $getSelection();
      if (!$isRangeSelection(sel)) return;
      if (target === 'quote') $setBlocksType(sel, () => $createQuoteNode());
      else if (target === 'code') $setBlocksType(sel, () => $createCodeNode());
      else $setBlocksType(sel, () => $createHeadingNode(target as HeadingTagType));
    });
}
