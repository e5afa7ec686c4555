import { createCommand, type LexicalCommand } from 'lexical';

/** Opens the link editor for the selection (a new link) or for the link under the caret. */
export const OPEN_LINK_EDITOR_COMMAND: LexicalCommand<void> = createCommand('OPEN_LINK_EDITOR_COMMAND');
