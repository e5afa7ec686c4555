import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  TRANSFORMERS,
  CHECK_LIST,
  type ElementTransformer,
  type MultilineElementTransformer,
  type TextMatchTransformer,
  type Transformer,
} from '@lexical/markdown';
import {
  $createHorizontalRuleNode,
  $isHorizontalRuleNode,
  HorizontalRuleNode,
} from '@lexical/react/LexicalHorizontalRuleNode';
import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  TableCellHeaderStates,
  TableCellNode,
  TableNode,
  TableRowNode,
} from '@lexical/table';
import { $createParagraphNode, $createTextNode, $isParagraphNode, type ElementNode, type LexicalNode } from 'lexical';
import { $createCalloutNode, $isCalloutNode, CalloutNode, isCalloutVariant } from '../../nodes/CalloutNode';
import {
  $createCollapsibleContainerNode,
  $createCollapsibleContentNode,
  $createCollapsibleTitleNode,
  $isCollapsibleContainerNode,
  $isCollapsibleContentNode,
  CollapsibleContainerNode,
} from '../../nodes/CollapsibleNodes';
import { $createEquationNode, $isEquationNode, EquationNode } from '../../nodes/EquationNode';
import { $createImageNode, $isImageNode, ImageNode } from '../../nodes/ImageNode';
import { $createSpecialTextNode, $isSpecialTextNode, SpecialTextNode } from '../../nodes/SpecialTextNode';
import { isLocalFileSrc, isSafeImageSrc } from '../validators/linkUrl';

export const HR: ElementTransformer = {
  dependencies: [HorizontalRuleNode],
  export: (node) => ($isHorizontalRuleNode(node) ? '***' : null),
  regExp: /^(---|\*\*\*|___)\s?$/,
  replace: (parentNode, _1, _2, isImport) => {
    const line = $createHorizontalRuleNode();
    if (isImport || parentNode.getNextSibling() != null) parentNode.replace(line);
    else parentNode.insertBefore(line);
    line.selectNext();
  },
  type: 'element',
};

/** ![alt](url): alt text and a url are both required; unsafe or local sources are dropped. */
export const IMAGE: TextMatchTransformer = {
  dependencies: [ImageNode],
  export: (node) => ($isImageNode(node) ? `![${node.getAltText()}](${node.getSrc()})` : null),
  importRegExp: /!\[([^[\]]+)\]\(([^()\s]+)\)/,
  regExp: /!\[([^[\]]+)\]\(([^()\s]+)\)$/,
  replace: (textNode, match) => {
    const [, alt, src] = match;
    if (!alt || !src || isLocalFileSrc(src) || !isSafeImageSrc(src)) {
      textNode.replace($createTextNode(alt ?? ''));
      return;
    }
    textNode.replace($createImageNode({ src, altText: alt, maxWidth: 1200 }));
  },
  trigger: ')',
  type: 'text-match',
};

/**
 * Special text (spec 3.8): the node keeps only the words, the brackets mark it in markdown, so
 * `[важно]` goes out and comes back as the same highlight. `[text](url)` is a link, not this.
 */
export const SPECIAL_TEXT: TextMatchTransformer = {
  dependencies: [SpecialTextNode],
  export: (node, _children, exportFormat) => ($isSpecialTextNode(node) ? exportFormat(node, `[${node.getTextContent()}]`) : null),
  importRegExp: /\[([^[\]]+)\](?!\()/,
  regExp: /\[([^[\]]+)\]$/,
  replace: (textNode, match) => {
    textNode.replace($createSpecialTextNode(match[1]).setFormat(textNode.getFormat()));
  },
  trigger: ']',
  type: 'text-match',
};

/** $x^2$ inline equation. */
export const INLINE_EQUATION: TextMatchTransformer = {
  dependencies: [EquationNode],
  export: (node) => ($isEquationNode(node) && node.getInline() ? `$${node.getEquation()}$` : null),
  importRegExp: /\$([^$\n]+?)\$/,
  regExp: /\$([^$\n]+?)\$$/,
  replace: (textNode, match) => {
    textNode.replace($createEquationNode(match[1], true));
  },
  trigger: '$',
  type: 'text-match',
};

/** $$...$$ on its own line: a block equation. */
export const BLOCK_EQUATION: ElementTransformer = {
  dependencies: [EquationNode],
  export: (node) => {
    if (!$isParagraphNode(node) || node.getChildrenSize() !== 1) return null;
    const child = node.getFirstChild();
    return $isEquationNode(child) && !child.getInline() ? `$$${child.getEquation()}$$` : null;
  },
  regExp: /^\$\$([^$]+)\$\$\s*$/,
  replace: (parentNode, _children, match) => {
    const p = $createParagraphNode();
    p.append($createEquationNode(match[1], false));
    parentNode.replace(p);
  },
  type: 'element',
};

const TABLE_ROW = /^\|(.+)\|\s?$/;
const TABLE_DIVIDER = /^\|(\s*:?-+:?\s*\|)+\s*$/;

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** Pipe tables: consecutive | a | b | rows, an optional divider after the header row. */
export const TABLE: MultilineElementTransformer = {
  dependencies: [TableNode, TableRowNode, TableCellNode],
  regExpStart: TABLE_ROW,
  handleImportAfterStartMatch: ({ lines, rootNode, startLineIndex }) => {
    let end = startLineIndex;
    while (end + 1 < lines.length && TABLE_ROW.test(lines[end + 1])) end++;
    const rowLines = lines.slice(startLineIndex, end + 1);
    const hasHeader = rowLines.length > 1 && TABLE_DIVIDER.test(rowLines[1]);
    const rows = rowLines.filter((l) => !TABLE_DIVIDER.test(l)).map(splitRow);
    const width = Math.max(...rows.map((r) => r.length));
    const table = $createTableNode();
    rows.forEach((cells, r) => {
      const row = $createTableRowNode();
      for (let c = 0; c < width; c++) {
        const cell = $createTableCellNode(hasHeader && r === 0 ? TableCellHeaderStates.ROW : TableCellHeaderStates.NO_STATUS);
        const p = $createParagraphNode();
        $convertFromMarkdownString(cells[c] ?? '', RICH_TEXT_TRANSFORMERS, p);
        // Converting into a paragraph wraps the text in another paragraph: keep the inner one.
        cell.append(...(p.getChildren().length ? p.getChildren() : [$createParagraphNode()]));
        row.append(cell);
      }
      table.append(row);
    });
    rootNode.append(table);
    return [true, end];
  },
  replace: () => false,
  export: (node) => {
    if (!$isTableNode(node)) return null;
    const out: string[] = [];
    node.getChildren().forEach((row, r) => {
      if (!$isTableRowNode(row)) return;
      const cells = row
        .getChildren()
        .filter($isTableCellNode)
        .map((cell) => $convertToMarkdownString(RICH_TEXT_TRANSFORMERS, cell).replace(/\n+/g, ' ').replace(/\|/g, '\\|'));
      out.push(`| ${cells.join(' | ')} |`);
      const first = row.getFirstChild();
      if (r === 0 && $isTableCellNode(first) && first.hasHeaderState(TableCellHeaderStates.ROW)) {
        out.push(`| ${cells.map(() => '---').join(' | ')} |`);
      }
    });
    return out.join('\n');
  },
  type: 'multiline-element',
};

const FENCE_START = /^:::(note|tip|danger|info|caution|details)(?:\s+(.*))?\s*$/;
const FENCE_END = /^:::\s*$/;

/**
 * ":::note" ... ":::" callouts and ":::details Title" ... ":::" collapsible blocks; they nest,
 * so the end is found by counting fences.
 */
export const CONTAINER: MultilineElementTransformer = {
  dependencies: [CalloutNode, CollapsibleContainerNode],
  regExpStart: FENCE_START,
  handleImportAfterStartMatch: ({ lines, rootNode, startLineIndex, startMatch }) => {
    let depth = 1;
    let end = startLineIndex + 1;
    for (; end < lines.length; end++) {
      if (FENCE_START.test(lines[end])) depth++;
      else if (FENCE_END.test(lines[end]) && --depth === 0) break;
    }
    const inner = lines.slice(startLineIndex + 1, end).join('\n');
    const kind = startMatch[1];
    if (kind === 'details') {
      const title = (startMatch[2] ?? '').trim();
      const container = $createCollapsibleContainerNode(true);
      const titleNode = $createCollapsibleTitleNode();
      const p = $createParagraphNode();
      $convertFromMarkdownString(title, RICH_TEXT_TRANSFORMERS, p);
      titleNode.append(...p.getChildren().flatMap((c) => ($isParagraphNode(c) ? c.getChildren() : [c])));
      const content = $createCollapsibleContentNode();
      $convertFromMarkdownString(inner, RICH_TEXT_TRANSFORMERS, content);
      if (content.isEmpty()) content.append($createParagraphNode());
      container.append(titleNode, content);
      rootNode.append(container);
    } else if (isCalloutVariant(kind)) {
      const callout = $createCalloutNode(kind);
      $convertFromMarkdownString(inner, RICH_TEXT_TRANSFORMERS, callout);
      if (callout.isEmpty()) callout.append($createParagraphNode());
      rootNode.append(callout);
    }
    return [true, Math.min(end, lines.length - 1)];
  },
  replace: () => false,
  export: (node: LexicalNode) => {
    if ($isCalloutNode(node)) {
      return `:::${node.getVariant()}\n${$convertToMarkdownString(RICH_TEXT_TRANSFORMERS, node)}\n:::`;
    }
    if ($isCollapsibleContainerNode(node)) {
      const [title, content] = node.getChildren() as ElementNode[];
      const titleText = title ? title.getTextContent().replace(/\n/g, ' ') : '';
      const body = $isCollapsibleContentNode(content) ? $convertToMarkdownString(RICH_TEXT_TRANSFORMERS, content) : '';
      return `:::details ${titleText}\n${body}\n:::`;
    }
    return null;
  },
  type: 'multiline-element',
};

/** Transformers for markdown import, export and typing shortcuts. */
export const RICH_TEXT_TRANSFORMERS: Transformer[] = [
  CONTAINER,
  TABLE,
  HR,
  BLOCK_EQUATION,
  IMAGE,
  INLINE_EQUATION,
  CHECK_LIST,
  SPECIAL_TEXT,
  ...TRANSFORMERS,
];
