import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { HorizontalRulePlugin } from '@lexical/react/LexicalHorizontalRulePlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TabIndentationPlugin } from '@lexical/react/LexicalTabIndentationPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { CharacterLimitPlugin } from '@lexical/react/LexicalCharacterLimitPlugin';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { SelectionAlwaysOnDisplay } from '@lexical/react/LexicalSelectionAlwaysOnDisplay';
import { MAX_LENGTH, useSettings } from '../context/SettingsContext';
import AutocompletePlugin from '../plugins/AutocompletePlugin';
import ContextMenuPlugin from '../plugins/ContextMenuPlugin';
import DraggableBlockPlugin from '../plugins/DraggableBlockPlugin';
import MaxLengthPlugin from '../plugins/MaxLengthPlugin';
import PerformancePlugin from '../plugins/PerformancePlugin';
import SpeechToTextPlugin from '../plugins/SpeechToTextPlugin';
import SpecialTextPlugin from '../plugins/SpecialTextPlugin';
import TableActionMenuPlugin from '../plugins/TableActionMenuPlugin';
import TableCellResizerPlugin from '../plugins/TableCellResizerPlugin';
import TableHoverActionsPlugin from '../plugins/TableHoverActionsPlugin';
import TableOfContentsPlugin from '../plugins/TableOfContentsPlugin';
import TreeViewPlugin from '../plugins/TreeViewPlugin';
import { useEffect, useState } from 'react';
import { DialogProvider } from '../context/DialogContext';
import { ToolbarProvider } from '../context/ToolbarContext';
import { RICH_TEXT_TRANSFORMERS } from '../lib/markdown/transformers';
import { RT } from '../lib/texts';
import { useIsMobileViewport } from '../lib/useIsMobileViewport';
import { richTextTheme } from '../lib/theme';
import { sanitizeUrl } from '../lib/validators/linkUrl';
import { RICH_TEXT_NODES } from '../nodes';
import CodeActionMenuPlugin from '../plugins/CodeActionMenuPlugin';
import CollaborationPlugin from '../plugins/CollaborationPlugin';
import CodeHighlightPlugin from '../plugins/CodeHighlightPlugin';
import CollapsiblePlugin from '../plugins/CollapsiblePlugin';
import ContentPlugin from '../plugins/ContentPlugin';
import EmojiPickerPlugin from '../plugins/EmojiPickerPlugin';
import EmojisPlugin from '../plugins/EmojisPlugin';
import MentionsPlugin from '../plugins/MentionsPlugin';
import EquationsPlugin from '../plugins/EquationsPlugin';
import FloatingLinkEditorPlugin from '../plugins/FloatingLinkEditorPlugin';
import FloatingTextFormatPlugin from '../plugins/FloatingTextFormatPlugin';
import HtmlBlockPlugin from '../plugins/HtmlBlockPlugin';
import DrawingPlugin from '../plugins/DrawingPlugin';
import DragDropPastePlugin from '../plugins/DragDropPastePlugin';
import LargeDocumentPlugin from '../plugins/LargeDocumentPlugin';
import ImagesPlugin from '../plugins/ImagesPlugin';
import EmbedPlugin from '../plugins/EmbedPlugin';
import InlineImagePlugin from '../plugins/InlineImagePlugin';
import KeywordsPlugin from '../plugins/KeywordsPlugin';
import LayoutPlugin from '../plugins/LayoutPlugin';
import StickyPlugin from '../plugins/StickyPlugin';
import LinkOpenPlugin from '../plugins/LinkOpenPlugin';
import OnChangeJsonPlugin from '../plugins/OnChangeJsonPlugin';
import PageBreakPlugin from '../plugins/PageBreakPlugin';
import PollPlugin from '../plugins/PollPlugin';
import ShortcutsPlugin from '../plugins/ShortcutsPlugin';
import SlashMenuPlugin from '../plugins/SlashMenuPlugin';
import TablePlugin from '../plugins/TablePlugin';
import ToolbarPlugin from '../plugins/ToolbarPlugin';
import '../styles/rich-text.css';
import '../styles/rich-text-blocks.css';
import 'katex/dist/katex.min.css';

export interface RichTextEditorProps {
  initialContent?: string;
  editable?: boolean;
  onChange?(json: string): void;
  /** With the collaboration switch on: whether this editor seeds an empty room (one editor per page). */
  collabBootstrap?: boolean;
}

const validateUrl = (url: string) => sanitizeUrl(url) !== 'about:blank';

function EditablePlugin({ editable }: { editable: boolean }): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

/** The full editor: toolbar, floating format bar, link editor, slash menu and the block plugins. */
export function RichTextEditor({ initialContent, editable = true, onChange, collabBootstrap = true }: RichTextEditorProps) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const { settings } = useSettings();
  const mobile = useIsMobileViewport();
  const contentEditable = <ContentEditable className="rt-content" aria-label={RT.demo.editor} />;
  const placeholder = <div className="rt-placeholder">{RT.placeholder}</div>;
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'rich-text-editor',
        nodes: RICH_TEXT_NODES,
        theme: richTextTheme,
        editable,
        // Collaboration: the state comes from the shared Yjs document, never a local initial one.
        ...(settings.collaboration ? { editorState: null } : {}),
        onError: (err) => console.error('rich-text editor:', err),
      }}
    >
      <ToolbarProvider>
        <DialogProvider>
          <div className={`rt-root rt-editor ${settings.bracketHighlighting ? 'rt-brackets' : ''}`} data-testid="rich-text-editor">
            {settings.richText && <ToolbarPlugin />}
            <div className="rt-editor-body" ref={setAnchor}>
              {settings.richText ? (
                <RichTextPlugin contentEditable={contentEditable} placeholder={placeholder} ErrorBoundary={LexicalErrorBoundary} />
              ) : (
                <PlainTextPlugin contentEditable={contentEditable} placeholder={placeholder} ErrorBoundary={LexicalErrorBoundary} />
              )}
              {settings.richText && (
                <>
                  <FloatingTextFormatPlugin anchor={anchor} />
                  <FloatingLinkEditorPlugin anchor={anchor} />
                  <CodeActionMenuPlugin anchor={anchor} />
                  <TableActionMenuPlugin anchor={anchor} />
                  <TableCellResizerPlugin anchor={anchor} />
                  {/* Hover-only helpers: not on mobile viewports (up to 1025 px), where nothing hovers. */}
                  {!mobile && <TableHoverActionsPlugin anchor={anchor} />}
                  {!mobile && <DraggableBlockPlugin anchor={anchor} />}
                </>
              )}
              {settings.autocomplete && <AutocompletePlugin />}
              {settings.contextMenu && <ContextMenuPlugin anchor={anchor} />}
            </div>
            <div className="rt-editor-footer">
              {/* With the toolbar the dictation toggle is on it; plain text has only this footer. */}
              {!settings.richText && <SpeechToTextPlugin />}
              {settings.characterLimit && <CharacterLimitPlugin charset="UTF-16" maxLength={MAX_LENGTH} />}
              {settings.measurePerformance && <PerformancePlugin />}
            </div>
            {settings.maxLength && <MaxLengthPlugin maxLength={MAX_LENGTH} />}
            {settings.retainSelection && <SelectionAlwaysOnDisplay />}
            {settings.tableOfContents && <TableOfContentsPlugin />}
            {settings.debugView && <TreeViewPlugin />}
            <EditablePlugin editable={editable} />
            <ContentPlugin content={initialContent} preserveNewLines={settings.preserveNewLines} />
            {settings.collaboration ? <CollaborationPlugin bootstrap={collabBootstrap} /> : <HistoryPlugin />}
            <ListPlugin />
            <CheckListPlugin />
            <TabIndentationPlugin maxIndent={7} />
            <LinkPlugin
              validateUrl={validateUrl}
              attributes={settings.linkAttributes ? { rel: 'noopener noreferrer', target: '_blank' } : undefined}
            />
            <LinkOpenPlugin />
            <HorizontalRulePlugin />
            <MarkdownShortcutPlugin transformers={RICH_TEXT_TRANSFORMERS} />
            <TablePlugin />
            <CodeHighlightPlugin />
            <CollapsiblePlugin />
            <EquationsPlugin />
            <PollPlugin />
            <HtmlBlockPlugin />
            <ImagesPlugin />
            <DragDropPastePlugin />
            <InlineImagePlugin />
            <LayoutPlugin />
            <EmbedPlugin />
            <StickyPlugin />
            <PageBreakPlugin />
            <EmojisPlugin />
            <KeywordsPlugin />
            {/* Like the playground's bracket option: [text] becomes a highlighted special text. */}
            {settings.bracketHighlighting && <SpecialTextPlugin />}
            <ShortcutsPlugin />
            <SlashMenuPlugin />
            <EmojiPickerPlugin />
            <MentionsPlugin />
            <OnChangeJsonPlugin onChange={onChange} />
            <LargeDocumentPlugin />
            <DrawingPlugin />
          </div>
        </DialogProvider>
      </ToolbarProvider>
    </LexicalComposer>
  );
}
