import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { Link } from 'react-router-dom';

interface Props {
  showHome: boolean;
  showSave: boolean;
  canSave: boolean;
  canRun: boolean;
  used: number;
  limit: number;
  onRun(): void;
  onSave(): void;
}

export function TopBar({ showHome, showSave, canSave, canRun, used, limit, onRun, onSave }: Props) {
  return (
    <div className="bw-topbar">
      {showHome && (
        <Link to="/" className="bw-home" aria-label={T.blockly.home} title={T.blockly.home}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" fill="currentColor" />
          </svg>
        </Link>
      )}
      <Button className="bw-run" onClick={onRun} disabled={!canRun}>
        ▶ {T.blockly.run}
      </Button>
      {showSave && (
        <Button variant="secondary" onClick={onSave} disabled={!canSave}>
          {T.blockly.save}
        </Button>
      )}
      {limit > 0 && (
        <span className={used > limit ? 'bw-counter bw-counter--over' : 'bw-counter'} data-testid="block-counter">
          {T.games.blocksUsed(used, limit)}
        </span>
      )}
    </div>
  );
}
