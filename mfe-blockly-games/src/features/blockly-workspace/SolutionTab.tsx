import { T, WindowId } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import { Button, RichText } from '@school/ui';
import { program as programTools } from '@school/game-engines';

interface Props {
  solution: string;
  /** Loads the reference program into the workspace; absent where the learner's work must stay in view. */
  onLoad?: (workspaceJson: string) => void;
  /** Edit mode: the solution is a text area, and each change comes here. */
  onChange?: (windowId: typeof WindowId.solution, text: string) => void;
}

/** A reference solution stored as Blockly JSON (window 17), or null for any other text. */
function asWorkspace(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return programTools.isWorkspaceJson(value) && Array.isArray(value.blocks?.blocks) ? text : null;
  } catch {
    return null;
  }
}

/** Tab 'Решение': a block solution can be loaded into the workspace to run it; other text is formatted text. */
export function SolutionTab({ solution, onLoad, onChange }: Props) {
  const workspace = asWorkspace(solution);
  const load = workspace && onLoad && (
    <Button variant="secondary" onClick={() => onLoad(workspace)}>
      {T.blockly.demo.loadSolution}
    </Button>
  );
  if (onChange) {
    return (
      <>
        <textarea className="side-editor" aria-label={T.blockly.tabs.solution} value={solution} onChange={(e) => onChange(WindowId.solution, e.target.value)} />
        {load && <div className="bw-side__actions">{load}</div>}
      </>
    );
  }
  if (!solution) return <div className="side-text">{T.blockly.noSolution}</div>;
  if (!workspace) return <RichText className="side-text" content={solution} load={loadRemoteModule} />;
  return (
    <div className="side-text">
      <p>{T.blockly.blockSolution}</p>
      {load}
    </div>
  );
}
