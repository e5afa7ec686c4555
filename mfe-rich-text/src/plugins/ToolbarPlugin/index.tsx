import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_HORIZONTAL_RULE_COMMAND } from '@lexical/react/LexicalHorizontalRuleNode';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { FORMAT_ELEMENT_COMMAND, FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND, type ElementFormatType, type LexicalEditor } from 'lexical';
import { ColorPicker } from '../../components/ColorPicker';
import { FONT_FAMILIES, useToolbarState } from '../../context/ToolbarContext';
import { LinkIcon } from '../../components/Icons';
import { useDialog } from '../../context/DialogContext';
import { applyStyle } from '../../lib/editor/textStyle';
import { RT } from '../../lib/texts';
import { HtmlForm } from '../../components/HtmlDialog';
import { INSERT_COLLAPSIBLE_COMMAND } from '../CollapsiblePlugin';
import { InsertEquationDialog } from '../EquationsPlugin';
import { INSERT_HTML_COMMAND } from '../HtmlBlockPlugin';
import { InsertImageDialog } from '../ImagesPlugin';
import { InsertEmbedDialog, InsertFrameDialog } from '../EmbedPlugin';
import { InsertInlineImageDialog } from '../InlineImagePlugin';
import { InsertLayoutDialog } from '../LayoutPlugin';
import { INSERT_STICKY_COMMAND } from '../StickyPlugin';
import { OPEN_DRAWING_COMMAND } from '../DrawingPlugin';
import { INSERT_PAGE_BREAK_COMMAND } from '../PageBreakPlugin';
import { InsertPollDialog } from '../PollPlugin';
import { InsertTableDialog } from '../TablePlugin';
import { BlockTypeDropdown } from './BlockTypeDropdown';
import { CODE_LANGUAGES, codeLanguageValue, setCodeLanguage } from './codeLanguage';
import { FontSizeControl } from './FontSizeControl';
import { useToolbarSync } from './useToolbarSync';
import { OPEN_LINK_EDITOR_COMMAND } from '../FloatingLinkEditorPlugin/command';
import SpeechToTextPlugin from '../SpeechToTextPlugin';

const ALIGNMENTS: [ElementFormatType, string][] = [
  ['left', RT.toolbar.alignLeft],
  ['center', RT.toolbar.alignCenter],
  ['right', RT.toolbar.alignRight],
  ['justify', RT.toolbar.alignJustify],
];

export type InsertKind =
  | 'table'
  | 'equation'
  | 'poll'
  | 'collapsible'
  | 'image'
  | 'html'
  | 'pageBreak'
  | 'divider'
  | 'sticky'
  | 'layout'
  | 'embed'
  | 'frame'
  | 'inlineImage'
  | 'drawing';

/** Opens the dialog of an insertable block, or inserts it at once when it needs no input. */
export function useInsertBlock(editor: LexicalEditor) {
  const dialog = useDialog();
  return (kind: InsertKind) => {
    switch (kind) {
      case 'table':
        return dialog.open(RT.table.insertTitle, (close) => <InsertTableDialog editor={editor} onClose={close} />);
      case 'equation':
        return dialog.open(RT.equation.insertTitle, (close) => <InsertEquationDialog editor={editor} onClose={close} />);
      case 'poll':
        return dialog.open(RT.poll.insertTitle, (close) => <InsertPollDialog editor={editor} onClose={close} />);
      case 'image':
        return dialog.open(RT.image.insertTitle, (close) => <InsertImageDialog editor={editor} onClose={close} />);
      case 'html':
        return dialog.open(RT.html.insert, (close) => (
          <HtmlForm
            mode="insert"
            onClose={close}
            onSubmit={(html) => {
              editor.dispatchCommand(INSERT_HTML_COMMAND, html);
              close();
            }}
          />
        ));
      case 'collapsible':
        return editor.dispatchCommand(INSERT_COLLAPSIBLE_COMMAND, undefined);
      case 'pageBreak':
        return editor.dispatchCommand(INSERT_PAGE_BREAK_COMMAND, undefined);
      case 'divider':
        return editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined);
      case 'sticky':
        return editor.dispatchCommand(INSERT_STICKY_COMMAND, undefined);
      case 'layout':
        return dialog.open(RT.blocks.layoutTitle, (close) => <InsertLayoutDialog editor={editor} onClose={close} />);
      case 'embed':
        return dialog.open(RT.blocks.embedTitle, (close) => <InsertEmbedDialog editor={editor} onClose={close} />);
      case 'frame':
        return dialog.open(RT.blocks.frameInsertTitle, (close) => <InsertFrameDialog editor={editor} onClose={close} />);
      case 'inlineImage':
        return dialog.open(RT.blocks.inlineImageTitle, (close) => <InsertInlineImageDialog editor={editor} onClose={close} />);
      case 'drawing':
        return editor.dispatchCommand(OPEN_DRAWING_COMMAND, null);
    }
  };
}

const INSERT_LABELS: [InsertKind, string][] = [
  ['table', RT.slash.table],
  ['equation', RT.slash.equation],
  ['poll', RT.slash.poll],
  ['collapsible', RT.slash.collapsible],
  ['image', RT.slash.image],
  ['html', RT.slash.html],
  ['divider', RT.slash.divider],
  ['pageBreak', RT.slash.pageBreak],
  ['layout', RT.slash.layout],
  ['sticky', RT.slash.sticky],
  ['embed', RT.slash.embed],
  ['frame', RT.slash.frame],
  ['inlineImage', RT.slash.inlineImage],
  ['drawing', RT.slash.drawing],
];

export default function ToolbarPlugin() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { state } = useToolbarState();
  const insert = useInsertBlock(editor);
  useToolbarSync(editor);
  const off = !editable;
  const flag = (active: boolean) => (active ? 'active' : '');
  const format = (f: 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code') => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
  return (
    <div className="rt-toolbar" role="toolbar" aria-label="toolbar">
      <button type="button" aria-label={RT.toolbar.undo} disabled={off || !state.canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        ↶
      </button>
      <button type="button" aria-label={RT.toolbar.redo} disabled={off || !state.canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
        ↷
      </button>
      <span className="rt-divider" />
      <BlockTypeDropdown editor={editor} value={state.blockType} disabled={off} />
      {state.blockType === 'code' && (
        <select aria-label={RT.code.language} disabled={off} value={codeLanguageValue(state.codeLanguage)} onChange={(e) => setCodeLanguage(editor, e.target.value)}>
          {CODE_LANGUAGES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
      <select aria-label={RT.toolbar.fontFamily} disabled={off} value={state.fontFamily} onChange={(e) => applyStyle(editor, { 'font-family': e.target.value })}>
        {FONT_FAMILIES.map((f) => (
          <option key={f} value={f} style={{ fontFamily: f }}>
            {f}
          </option>
        ))}
      </select>
      <FontSizeControl editor={editor} value={state.fontSize} disabled={off} />
      <span className="rt-divider" />
      <button type="button" aria-label={RT.toolbar.bold} aria-pressed={state.isBold} className={flag(state.isBold)} disabled={off} onClick={() => format('bold')}>
        <b>B</b>
      </button>
      <button type="button" aria-label={RT.toolbar.italic} aria-pressed={state.isItalic} className={flag(state.isItalic)} disabled={off} onClick={() => format('italic')}>
        <i>I</i>
      </button>
      <button type="button" aria-label={RT.toolbar.underline} aria-pressed={state.isUnderline} className={flag(state.isUnderline)} disabled={off} onClick={() => format('underline')}>
        <u>U</u>
      </button>
      <button type="button" aria-label={RT.toolbar.strikethrough} aria-pressed={state.isStrikethrough} className={flag(state.isStrikethrough)} disabled={off} onClick={() => format('strikethrough')}>
        <s>S</s>
      </button>
      <button type="button" aria-label={RT.toolbar.code} aria-pressed={state.isCode} className={flag(state.isCode)} disabled={off} onClick={() => format('code')}>
        {'</>'}
      </button>
      <button
        type="button"
        aria-label={RT.toolbar.link}
        aria-pressed={state.isLink}
        className={flag(state.isLink)}
        disabled={off}
        onClick={() => (state.isLink ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : editor.dispatchCommand(OPEN_LINK_EDITOR_COMMAND, undefined))}
      >
        <LinkIcon />
      </button>
      <ColorPicker label={RT.toolbar.textColor} color={state.fontColor} disabled={off} onChange={(c) => applyStyle(editor, { color: c })} />
      <ColorPicker label={RT.toolbar.bgColor} color={state.bgColor} disabled={off} onChange={(c) => applyStyle(editor, { 'background-color': c })} />
      <select
        aria-label={RT.toolbar.align}
        disabled={off}
        value={ALIGNMENTS.some(([a]) => a === state.elementFormat) ? state.elementFormat : 'left'}
        onChange={(e) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, e.target.value as ElementFormatType)}
      >
        {ALIGNMENTS.map(([a, label]) => (
          <option key={a} value={a}>
            {label}
          </option>
        ))}
      </select>
      <span className="rt-divider" />
      <select
        aria-label={RT.toolbar.insert}
        disabled={off}
        value=""
        onChange={(e) => {
          if (e.target.value) insert(e.target.value as InsertKind);
        }}
      >
        <option value="">{RT.toolbar.insert}</option>
        {INSERT_LABELS.map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </select>
      <SpeechToTextPlugin />
    </div>
  );
}
