import { createCommand, type LexicalCommand, type NodeKey } from 'lexical';

/** Opens the drawing modal: for a new drawing (null) or for the drawing node with this key. */
export const OPEN_DRAWING_COMMAND: LexicalCommand<NodeKey | null> = createCommand('OPEN_DRAWING_COMMAND');
