import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { useState } from 'react';
import { RICH_TEXT_NODES } from '../nodes';
import { richTextTheme } from '../lib/theme';
import { RT } from '../lib/texts';
import CodeActionMenuPlugin from '../plugins/CodeActionMenuPlugin';
import CodeHighlightPlugin from '../plugins/CodeHighlightPlugin';
import CollapsiblePlugin from '../plugins/CollapsiblePlugin';
import ContentPlugin from '../plugins/ContentPlugin';
import LinkOpenPlugin from '../plugins/LinkOpenPlugin';
import LayoutPlugin from '../plugins/LayoutPlugin';
import '../styles/rich-text.css';
import '../styles/rich-text-blocks.css';
import 'katex/dist/katex.min.css';

export interface RichTextViewerProps {
  content: string;
  className?: string;
}

/** Read-only rendering of markdown, editor JSON or delta content; errors are only logged. */
export function RichTextViewer({ content, className }: RichTextViewerProps) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'rich-text-viewer',
        nodes: RICH_TEXT_NODES,
        theme: richTextTheme,
        editable: false,
        onError: (err) => console.error('rich-text viewer:', err),
      }}
    >
      <div className={`rt-root rt-viewer ${className ?? ''}`} ref={setAnchor} data-testid="rich-text-viewer">
        <RichTextPlugin
          contentEditable={<ContentEditable className="rt-content" aria-label={RT.viewerLabel} />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <ContentPlugin content={content} closeCollapsibles />
        <ListPlugin />
        <CheckListPlugin />
        <TablePlugin hasCellMerge hasCellBackgroundColor />
        <LinkPlugin />
        <LinkOpenPlugin />
        <CodeHighlightPlugin />
        <CollapsiblePlugin />
        <LayoutPlugin />
        <CodeActionMenuPlugin anchor={anchor} />
      </div>
    </LexicalComposer>
  );
}
