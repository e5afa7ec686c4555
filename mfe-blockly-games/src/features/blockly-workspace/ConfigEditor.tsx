import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { useState } from 'react';
import { turtle } from '@school/game-engines';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import { parseGameMap } from '../../lib/game-map';

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
  const parsed = parseGameMap(draft);

  const recordReference = () => {
    const program = currentProgram();
    if (!parsed.ok || !program) return;
    const { baseCheck: _old, ...rest } = parsed.map;
    const setup = rest as turtle.TurtleConfig;
    const drawn = turtle.runProgram(setup, program).moves.some((move) => move.draws);
    if (!drawn) {
      setNote(T.blockly.config.referenceEmpty);
      return;
    }
    const next = JSON.stringify({ ...setup, baseCheck: turtle.createBaseCheck(setup, program) });
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
        {parsed.ok && parsed.map.game === 'Turtle' && (
          <Button variant="secondary" onClick={recordReference}>
            {T.blockly.config.recordReference}
          </Button>
        )}
      </div>
      {note && <p className="bw-config__note">{note}</p>}
    </div>
  );
}
