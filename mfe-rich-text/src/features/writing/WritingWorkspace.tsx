import type { WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { useMemo, useRef } from 'react';
import { RichTextEditor } from '../../components/RichTextEditor';
import { RT } from '../../lib/texts';
import { writingAnswer, writingTextFromAnswer } from './writingAnswer';

/** Writing task: the student writes in the editor; 'Сохранить' saves, submit sends it to review. */
export function WritingWorkspace({ savedAnswer, locked, mode, onAnswerChange, onResult }: WorkspaceProps) {
  const initial = useMemo(() => writingTextFromAnswer(savedAnswer), [savedAnswer]);
  const json = useRef<string | null>(null);
  const editable = !locked && mode === 'solve';
  const save = () => {
    if (json.current !== null) onAnswerChange(writingAnswer(json.current));
  };
  return (
    <div className="rt-writing" style={{ display: 'grid', gap: 12, padding: 16 }}>
      <RichTextEditor initialContent={initial} editable={editable} onChange={(j) => (json.current = j)} />
      {editable && (
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="secondary" onClick={save}>
            {RT.writing.save}
          </Button>
          <Button
            onClick={() => {
              save();
              onResult({ kind: 'sentToReview' });
            }}
          >
            {RT.writing.submit}
          </Button>
        </div>
      )}
    </div>
  );
}
