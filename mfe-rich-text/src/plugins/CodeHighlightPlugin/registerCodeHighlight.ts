import { $createCodeHighlightNode, $isCodeHighlightNode, $isCodeNode, CodeHighlightNode, CodeNode } from '@lexical/code';
import { mergeRegister } from '@lexical/utils';
import {
  $createLineBreakNode,
  $createTabNode,
  $getSelection,
  $isLineBreakNode,
  $isRangeSelection,
  $isTabNode,
  $isTextNode,
  TextNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { highlightTokens } from '../../lib/highlight/prismTokens';

/** Absolute caret offset inside a code block, to put the caret back after re-tokenizing. */
function $caretOffset(code: CodeNode): number | null {
  const sel = $getSelection();
  if (!$isRangeSelection(sel) || !sel.isCollapsed()) return null;
  const anchor = sel.anchor.getNode();
  if (anchor !== code && !anchor.getParents().includes(code)) return null;
  if (anchor === code) {
    let off = 0;
    code.getChildren().slice(0, sel.anchor.offset).forEach((c) => (off += c.getTextContentSize()));
    return off;
  }
  let off = 0;
  for (const c of code.getChildren()) {
    if (c === anchor) return off + sel.anchor.offset;
    off += c.getTextContentSize();
  }
  return null;
}

function $restoreCaret(code: CodeNode, offset: number) {
  let left = offset;
  for (const c of code.getChildren()) {
    const size = c.getTextContentSize();
    if ($isTextNode(c) && !$isTabNode(c) && left <= size) {
      c.select(left, left);
      return;
    }
    if (left < size || (left === size && !$isTextNode(c))) {
      if (left === 0) c.selectPrevious();
      else c.selectNext(0, 0);
      return;
    }
    left -= size;
  }
  code.selectEnd();
}

function $highlight(code: CodeNode) {
  const text = code.getTextContent();
  const tokens = highlightTokens(text, code.getLanguage());
  const wanted: { kind: 'text' | 'br' | 'tab'; text: string; type: string | null }[] = [];
  for (const t of tokens) {
    t.text.split(/(\n|\t)/).forEach((part) => {
      if (part === '\n') wanted.push({ kind: 'br', text: '\n', type: null });
      else if (part === '\t') wanted.push({ kind: 'tab', text: '\t', type: null });
      else if (part) wanted.push({ kind: 'text', text: part, type: t.type });
    });
  }
  const current = code.getChildren();
  const same =
    current.length === wanted.length &&
    current.every((c: LexicalNode, i) => {
      const w = wanted[i];
      if (w.kind === 'br') return $isLineBreakNode(c);
      if (w.kind === 'tab') return $isTabNode(c);
      return $isCodeHighlightNode(c) && c.getTextContent() === w.text && (c.getHighlightType() ?? null) === w.type;
    });
  if (same) return;
  const caret = $caretOffset(code);
  code.clear();
  code.append(
    ...wanted.map((w) =>
      w.kind === 'br' ? $createLineBreakNode() : w.kind === 'tab' ? $createTabNode() : $createCodeHighlightNode(w.text, w.type),
    ),
  );
  if (caret !== null) $restoreCaret(code, caret);
}

/** Re-highlights a code block (Prism, lib/highlight) whenever it or a text inside it changes. */
export function registerCodeHighlight(editor: LexicalEditor): () => void {
  const fromText = (node: TextNode) => {
    const parent = node.getParent();
    if ($isCodeNode(parent)) $highlight(parent);
  };
  return mergeRegister(
    editor.registerNodeTransform(CodeNode, $highlight),
    editor.registerNodeTransform(TextNode, fromText),
    editor.registerNodeTransform(CodeHighlightNode, fromText),
  );
}
