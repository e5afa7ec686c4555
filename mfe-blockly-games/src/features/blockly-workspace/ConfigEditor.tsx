import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { useState } from 'react';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import { parseGameMap } from '../../lib/game-map';
import { recordTurtleReference } from '../../lib/turtle-reference';

interface Props {
  configText: string;
  /** The program in the workspace now, for recording the Turtle reference. */
  currentProgram(): WorkspaceJson | null;
  onApply(configText: string): void;
}

/** Edit mode: the author edits blocklyGameMap (window 14) and records the Turtle reference drawing. */
export function ConfigEditor({ configText, currentProgram, onApply }: Props) {
  const [draft, setDraft] = useState(configText);
  const [note, setNote] = useState<string | null>(null);
  // A run in edit mode records the Turtle reference into the config: show the new text.
  const [shownConfig, setShownConfig] = useState(configText);
  if (shownConfig !== configText) {
    setShownConfig(configText);
    setDraft(configText);
  }
  const parsed = parseGameMap(draft);

  const recordReference = () => {
    const program = currentProgram();
    if (!parsed.ok || !program) return;
    const next = recordTurtleReference(parsed.map, program);
    if (!next) {
      setNote(T.blockly.config.referenceEmpty);
      return;
    }
    setDraft(next);
    setNote(T.blockly.config.referenceRecorded);
    onApply(next);
  };

  return (
    <div className="bw-config">
      <label className="bw-config__label" htmlFor="bw-config-text">
        {T.blockly.config.title}
      </label>
      <textarea
        id="bw-config-text"
        className="bw-config__text"
        spellCheck={false}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setNote(null);
        }}
      />
      <p className={parsed.ok ? 'bw-config__ok' : 'bw-config__error'} role={parsed.ok ? undefined : 'alert'}>
        {parsed.ok ? T.blockly.config.valid : parsed.error}
      </p>
      <div className="bw-config__actions">
        <Button disabled={!parsed.ok || draft === configText} onClick={() => onApply(draft)}>
          {T.blockly.config.apply}
        </Button>
        {parsed.ok && parsed.game === 'Turtle' && (
          <Button variant="secondary" onClick={recordReference}>
            {T.blockly.config.recordReference}
          </Button>
        )}
      </div>
      {note && <p className="bw-config__note">{note}</p>}
    </div>
  );
}
