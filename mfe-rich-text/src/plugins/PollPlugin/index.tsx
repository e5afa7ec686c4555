import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertBlock } from '../../lib/editor/insertBlock';
import { COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand, type LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';
import { RT } from '../../lib/texts';
import { isValidNewPollQuestion } from '../../lib/validators/poll';
import { $createPollNode, PollNode } from '../../nodes/PollNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_POLL_COMMAND: LexicalCommand<string> = createCommand('INSERT_POLL_COMMAND');

export function InsertPollDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [question, setQuestion] = useState('');
  return (
    <>
      <label>
        {RT.poll.question}
        <input autoFocus value={question} onChange={(e) => setQuestion(e.target.value)} />
      </label>
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!isValidNewPollQuestion(question)}
          onClick={() => {
            editor.dispatchCommand(INSERT_POLL_COMMAND, question.trim());
            onClose();
          }}
        >
          {RT.poll.insert}
        </button>
      </div>
    </>
  );
}

export default function PollPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'PollPlugin', [PollNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_POLL_COMMAND,
        (question) => {
          $insertBlock($createPollNode(question));
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
