import { TScratchJr } from '@school/contracts';
import './stage.css';

interface PlayBarProps {
  running: boolean;
  fullScreen: boolean;
  onFlag(): void;
  onStop(): void;
  onFullScreen(): void;
}

/** Green flag, stop and full screen: the same controls in the editor and the player. */
export function PlayBar({ running, fullScreen, onFlag, onStop, onFullScreen }: PlayBarProps) {
  return (
    <div className="sjr-playbar">
      <button type="button" className="sjr-playbar__flag" onClick={onFlag} aria-label={TScratchJr.greenFlag} title={TScratchJr.greenFlag} data-testid="sjr-flag">
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <path d="M8 4 V29" stroke="#166534" strokeWidth="3" strokeLinecap="round" />
          <path d="M9 5 H26 L21 11 L26 17 H9 Z" fill="#22c55e" stroke="#166534" strokeWidth="2" />
        </svg>
      </button>
      <button type="button" className="sjr-playbar__stop" onClick={onStop} disabled={!running} aria-label={TScratchJr.stop} title={TScratchJr.stop} data-testid="sjr-stop">
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <path d="M11 4 H21 L28 11 V21 L21 28 H11 L4 21 V11 Z" fill="#ef4444" />
        </svg>
      </button>
      <button
        type="button"
        className="sjr-playbar__full"
        onClick={onFullScreen}
        aria-pressed={fullScreen}
        aria-label={fullScreen ? TScratchJr.exitFullScreen : TScratchJr.fullScreen}
        title={fullScreen ? TScratchJr.exitFullScreen : TScratchJr.fullScreen}
        data-testid="sjr-fullscreen"
      >
        <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true">
          <path d={fullScreen ? 'M12 4 V12 H4 M20 4 V12 H28 M12 28 V20 H4 M20 28 V20 H28' : 'M4 12 V4 H12 M20 4 H28 V12 M4 20 V28 H12 M28 20 V28 H20'} stroke="#334155" strokeWidth="3" fill="none" />
        </svg>
      </button>
    </div>
  );
}
