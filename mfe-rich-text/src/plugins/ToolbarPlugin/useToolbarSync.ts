import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $isParentElementRTL } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  SELECTION_CHANGE_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { useEffect } from 'react';
import { useToolbarState, type BlockType, type ToolbarState } from '../../context/ToolbarContext';

/** The side a block's text keeps to: start and end (and no format) depend on the direction. */
export function visibleAlignment(format: string, isRTL: boolean): string {
  if (format === '' || format === 'start') return isRTL ? 'right' : 'left';
  if (format === 'end') return isRTL ? 'left' : 'right';
  return format;
}

function $readToolbar(): Partial<ToolbarState> | null {
  const sel = $getSelection();
  if (!$isRangeSelection(sel)) return null;
  const anchor = sel.anchor.getNode();
  const element =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (n) => {
          const parent = n.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let blockType: BlockType = 'paragraph';
  let codeLanguage = '';
  if ($isListNode(element)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? element;
    const t = list.getListType();
    blockType = t === 'bullet' ? 'bullet' : t === 'number' ? 'number' : 'check';
  } else if ($isHeadingNode(element)) blockType = element.getTag();
  else if ($isQuoteNode(element)) blockType = 'quote';
  else if ($isCodeNode(element)) {
    blockType = 'code';
    codeLanguage = element.getLanguage() ?? '';
  }
  const node = sel.anchor.getNode();
  const parent = node.getParent();
  // The selection's direction (Arabic, Hebrew text): its default and "start" side is the right.
  const isRTL = $isParentElementRTL(sel);
  return {
    blockType,
    codeLanguage,
    isRTL,
    elementFormat: visibleAlignment($isElementNode(element) ? element.getFormatType() : '', isRTL),
    fontFamily: $getSelectionStyleValueForProperty(sel, 'font-family', 'Arial'),
    fontSize: $getSelectionStyleValueForProperty(sel, 'font-size', '15px'),
    fontColor: $getSelectionStyleValueForProperty(sel, 'color', '#000'),
    bgColor: $getSelectionStyleValueForProperty(sel, 'background-color', '#fff'),
    isBold: sel.hasFormat('bold'),
    isItalic: sel.hasFormat('italic'),
    isUnderline: sel.hasFormat('underline'),
    isStrikethrough: sel.hasFormat('strikethrough'),
    isSubscript: sel.hasFormat('subscript'),
    isSuperscript: sel.hasFormat('superscript'),
    isCode: sel.hasFormat('code'),
    isHighlight: sel.hasFormat('highlight'),
    isUppercase: sel.hasFormat('uppercase'),
    isLowercase: sel.hasFormat('lowercase'),
    isCapitalize: sel.hasFormat('capitalize'),
    isLink: $isLinkNode(parent) || $isLinkNode(node),
  };
}

/** Keeps the toolbar context in step with the selection and the history. */
export function useToolbarSync(editor: LexicalEditor) {
  const { update } = useToolbarState();
  useEffect(() => {
    const refresh = () => {
      // With the editor: the selection's direction is read from its DOM ($isParentElementRTL).
      const patch = editor.getEditorState().read($readToolbar, { editor });
      if (patch) update(patch);
    };
    return mergeRegister(
      editor.registerUpdateListener(refresh),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          refresh();
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (canUndo) => {
          update({ canUndo });
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (canRedo) => {
          update({ canRedo });
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    );
  }, [editor, update]);
}
