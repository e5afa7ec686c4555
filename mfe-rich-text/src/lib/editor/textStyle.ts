import { $patchStyleText } from '@lexical/selection';
import { $getNearestBlockElementAncestorOrThrow } from '@lexical/utils';
import { $getSelection, $isRangeSelection, $isTextNode, type LexicalEditor } from 'lexical';
import { clampFontSize, fontSizeFromStyle, MAX_FONT_SIZE, MIN_FONT_SIZE, nextFontSize, previousFontSize, DEFAULT_FONT_SIZE } from '../validators/fontSize';

export function applyStyle(editor: LexicalEditor, style: Record<string, string | null>) {
  if (!editor.isEditable()) return;
  editor.update(() => {
    const sel = $getSelection();
    if ($isRangeSelection(sel)) $patchStyleText(sel, style);
  });
}

export function applyFontSize(editor: LexicalEditor, size: number) {
  applyStyle(editor, { 'font-size': `${clampFontSize(size)}px` });
}

/** Steps the current size by the spec rules; sizes outside the range or not in px count as the default. */
export function stepFontSize(editor: LexicalEditor, current: string, direction: 1 | -1) {
  const n = fontSizeFromStyle(current, 1, 1000) ?? DEFAULT_FONT_SIZE;
  applyFontSize(editor, direction > 0 ? nextFontSize(n, MIN_FONT_SIZE, MAX_FONT_SIZE) : previousFontSize(n, MIN_FONT_SIZE, MAX_FONT_SIZE));
}

/** Removes text formats and inline styles from the selection; blocks lose alignment and indent. */
export function clearFormatting(editor: LexicalEditor) {
  editor.update(() => {
    const sel = $getSelection();
    if (!$isRangeSelection(sel)) return;
    for (const node of sel.getNodes()) {
      if ($isTextNode(node)) {
        node.setFormat(0);
        node.setStyle('');
      }
      const block = $getNearestBlockElementAncestorOrThrow(node);
      block.setFormat('');
      block.setIndent(0);
    }
  });
}
