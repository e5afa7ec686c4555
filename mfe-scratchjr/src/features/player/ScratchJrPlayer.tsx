import { TScratchJr } from '@school/contracts';
import type { Project } from '@school/scratchjr-engine';
import { PlayBar } from '../../components/stage/PlayBar';
import { Stage } from '../../components/stage/Stage';
import { useFullScreen } from '../../components/stage/use-full-screen';
import { useRuntime } from '../../components/stage/use-runtime';

/** Plays a saved project read-only: green flag, stop, taps on characters, full screen. */
export function ScratchJrPlayer({ project }: { project: Project }) {
  const { view, running, greenFlag, stop, tap } = useRuntime(project, 0);
  const screen = useFullScreen<HTMLDivElement>();
  return (
    <div ref={screen.ref} className={`sjr-player${screen.full ? ' sjr-full' : ''}`} data-testid="sjr-player">
      <p className="sjr-note">{TScratchJr.readOnly}</p>
      <PlayBar running={running} fullScreen={screen.full} onFlag={greenFlag} onStop={stop} onFullScreen={screen.toggle} />
      <Stage view={view} onPress={tap} />
      <p className="sjr-note">{TScratchJr.page(view.pageIndex + 1)}</p>
    </div>
  );
}
