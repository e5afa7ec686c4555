import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode';
import { OverflowNode } from '@lexical/overflow';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import type { Klass, LexicalNode } from 'lexical';
import { CalloutNode } from './CalloutNode';
import { CollapsibleContainerNode, CollapsibleContentNode, CollapsibleTitleNode } from './CollapsibleNodes';
import { AutocompleteNode } from './AutocompleteNode';
import { EmojiNode } from './EmojiNode';
import { EquationNode } from './EquationNode';
import { HtmlBlockNode } from './HtmlBlockNode';
import { ImageNode } from './ImageNode';
import { MentionNode } from './MentionNode';
import { PageBreakNode } from './PageBreakNode';
import { PollNode } from './PollNode';
import { DesignFileEmbedNode } from './DesignFileEmbedNode';
import { FrameEmbedNode } from './FrameEmbedNode';
import { DrawingNode } from './DrawingNode';
import { InlineImageNode } from './InlineImageNode';
import { KeywordNode } from './KeywordNode';
import { LayoutContainerNode, LayoutItemNode } from './LayoutNodes';
import { SpecialTextNode } from './SpecialTextNode';
import { StickyNode } from './StickyNode';
import { TweetEmbedNode } from './TweetEmbedNode';
import { VideoEmbedNode } from './VideoEmbedNode';

/** Every node the editor and the viewer know: the same list keeps stored content portable. */
export const RICH_TEXT_NODES: Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  CodeNode,
  CodeHighlightNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  LinkNode,
  AutoLinkNode,
  HorizontalRuleNode,
  OverflowNode,
  CalloutNode,
  CollapsibleContainerNode,
  CollapsibleTitleNode,
  CollapsibleContentNode,
  EquationNode,
  HtmlBlockNode,
  ImageNode,
  MentionNode,
  PageBreakNode,
  PollNode,
  StickyNode,
  LayoutContainerNode,
  LayoutItemNode,
  VideoEmbedNode,
  DesignFileEmbedNode,
  TweetEmbedNode,
  FrameEmbedNode,
  InlineImageNode,
  DrawingNode,
  KeywordNode,
  EmojiNode,
  SpecialTextNode,
  AutocompleteNode,
];
