import { ScratchStage } from '@school/scratch-player';

/** A Fun Space Scratch project in the shared player (the project file is fetched by URL). */
export function ScratchPlayer({ sb3Url, autoRun }: { sb3Url: string | null; autoRun: boolean }) {
  return (
    <div className="fs-player__scratch">
      <ScratchStage project={sb3Url} autoRun={autoRun} />
    </div>
  );
}
