import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  COMMAND_PRIORITY_NORMAL,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  KEY_DOWN_COMMAND,
  OUTDENT_CONTENT_COMMAND,
} from 'lexical';
import { useEffect } from 'react';
import { useToolbarState } from '../../context/ToolbarContext';
import { applyBlockType } from '../../lib/editor/blockFormat';
import { clearFormatting, stepFontSize } from '../../lib/editor/textStyle';
import { matchShortcut } from './shortcuts';
import { OPEN_LINK_EDITOR_COMMAND } from '../FloatingLinkEditorPlugin/command';

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPod|iPhone|iPad/.test(navigator.platform);

/** Keyboard shortcuts of spec 9 (Ctrl on Windows/Linux, Cmd on Apple). */
export default function ShortcutsPlugin(): null {
  const [editor] = useLexicalComposerContext();
  const { state } = useToolbarState();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (e: KeyboardEvent) => {
          const action = matchShortcut(e, IS_APPLE);
          if (!action) return false;
          e.preventDefault();
          switch (action) {
            case 'bold':
            case 'italic':
            case 'underline':
            case 'strikethrough':
            case 'subscript':
            case 'superscript':
              editor.dispatchCommand(FORMAT_TEXT_COMMAND, action);
              break;
            case 'link':
              // The link editor: a new link for the selection, or the address of the link under the caret.
              editor.dispatchCommand(OPEN_LINK_EDITOR_COMMAND, undefined);
              break;
            case 'h1':
            case 'h2':
            case 'h3':
            case 'number':
            case 'bullet':
            case 'check':
            case 'code':
            case 'quote':
              applyBlockType(editor, action, state.blockType);
              break;
            case 'indent':
              editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
              break;
            case 'outdent':
              editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined);
              break;
            case 'clearFormatting':
              clearFormatting(editor);
              break;
            case 'alignCenter':
              editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center');
              break;
            case 'alignJustify':
              editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'justify');
              break;
            case 'alignLeft':
              editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'left');
              break;
            case 'alignRight':
              editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'right');
              break;
            case 'fontSizeUp':
              stepFontSize(editor, state.fontSize, 1);
              break;
            case 'fontSizeDown':
              stepFontSize(editor, state.fontSize, -1);
              break;
          }
          return true;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor, state.blockType, state.fontSize],
  );
  return null;
}
