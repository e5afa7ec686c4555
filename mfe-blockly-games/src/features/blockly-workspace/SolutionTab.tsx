import { T } from '@school/contracts';
import { Button } from '@school/ui';
import { program as programTools } from '@school/game-engines';

interface Props {
  solution: string;
  /** Loads the reference program into the workspace; absent where the learner's work must stay in view. */
  onLoad?: (workspaceJson: string) => void;
}

/** A reference solution stored as Blockly JSON (window 17), or any other text as is. */
function asWorkspace(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return programTools.isWorkspaceJson(value) && Array.isArray(value.blocks?.blocks) ? text : null;
  } catch {
    return null;
  }
}

/** Tab 'Решение': a block solution can be loaded into the workspace to run it. */
export function SolutionTab({ solution, onLoad }: Props) {
  if (!solution) return <div className="bw-text">{T.blockly.noSolution}</div>;
  const workspace = asWorkspace(solution);
  if (!workspace) return <div className="bw-text">{solution}</div>;
  return (
    <div className="bw-text">
      <p>{T.blockly.blockSolution}</p>
      {onLoad && (
        <Button variant="secondary" onClick={() => onLoad(workspace)}>
          {T.blockly.demo.loadSolution}
        </Button>
      )}
    </div>
  );
}
