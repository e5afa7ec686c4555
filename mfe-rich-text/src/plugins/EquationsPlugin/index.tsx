import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertBlock } from '../../lib/editor/insertBlock';
import { $createParagraphNode, $insertNodes, COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand, type LexicalEditor } from 'lexical';
import { useEffect, useMemo, useState } from 'react';
import { renderEquation } from '../../components/EquationView';
import { RT } from '../../lib/texts';
import { $createEquationNode, EquationNode } from '../../nodes/EquationNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_EQUATION_COMMAND: LexicalCommand<{ equation: string; inline: boolean }> = createCommand('INSERT_EQUATION_COMMAND');

export function InsertEquationDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [equation, setEquation] = useState('');
  const [inline, setInline] = useState(false);
  const preview = useMemo(() => renderEquation(equation, inline), [equation, inline]);
  return (
    <>
      <label>
        {RT.equation.label}
        <input autoFocus value={equation} onChange={(e) => setEquation(e.target.value)} />
      </label>
      <label style={{ display: 'flex', gap: 6 }}>
        <input type="checkbox" checked={inline} onChange={(e) => setInline(e.target.checked)} />
        {RT.equation.inline}
      </label>
      <div className="rt-equation-preview" dangerouslySetInnerHTML={{ __html: preview }} />
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!equation.trim()}
          onClick={() => {
            editor.dispatchCommand(INSERT_EQUATION_COMMAND, { equation, inline });
            onClose();
          }}
        >
          {RT.equation.insert}
        </button>
      </div>
    </>
  );
}

export default function EquationsPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'EquationsPlugin', [EquationNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_EQUATION_COMMAND,
        ({ equation, inline }) => {
          const node = $createEquationNode(equation, inline);
          if (inline) $insertNodes([node]);
          else $insertBlock($createParagraphNode().append(node));
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
