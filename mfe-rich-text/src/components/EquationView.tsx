import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import katex from 'katex';
import { $getNodeByKey } from 'lexical';
import { useMemo, useState } from 'react';
import { RT } from '../lib/texts';

/** Renders KaTeX without throwing: invalid input shows in red. */
export function renderEquation(equation: string, inline: boolean): string {
  return katex.renderToString(equation, {
    displayMode: !inline,
    throwOnError: false,
    errorColor: '#cc0000',
    output: 'html',
    strict: 'ignore',
    trust: false,
  });
}

export function EquationView({ equation, inline, nodeKey }: { equation: string; inline: boolean; nodeKey: string }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(equation);
  const html = useMemo(() => renderEquation(editing ? draft : equation, inline), [editing, draft, equation, inline]);
  const save = () => {
    setEditing(false);
    editor.update(() => {
      const node = $getNodeByKey(nodeKey);
      if (node && 'setEquation' in node) (node as unknown as { setEquation(e: string): void }).setEquation(draft);
    });
  };
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className="rt-equation-view" data-testid="equation">
      {editing && (
        <input
          className="rt-equation-input"
          aria-label={RT.equation.label}
          autoFocus
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === 'Escape') save();
          }}
        />
      )}
      <Tag
        className="rt-katex"
        onDoubleClick={() => {
          if (!editable) return;
          setDraft(equation);
          setEditing(true);
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Tag>
  );
}
