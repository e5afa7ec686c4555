import { EMPTY_BLOCKS_CONFIG, T, WindowId, type WorkspaceMode, type WorkspaceResult } from '@school/contracts';
import { Button } from '@school/ui';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { GAME_VIEWS } from '../app/game-views';
import { BlocklyTaskScreen } from '../features/blockly-workspace/BlocklyTaskScreen';
import { demoTask } from '../features/demo-levels/demo-task';
import { findDemoLevel } from '../lib/demo-levels';
import { solutionWorkspace } from '../lib/program-to-workspace';
import '../features/demo-levels/demo-levels.css';

/** One demo level in 'demo' mode with local callbacks, plus reference-solution loading. */
export default function DemoLevelPage() {
  const { game, levelId } = useParams();
  const [search, setSearch] = useSearchParams();
  const maximumBlocks = Number(search.get('maximumBlocks')) || 0;
  // ?mode=edit lets an author try the config editor and the reference recording here.
  const mode: WorkspaceMode = (['edit', 'check', 'solve'] as const).find((candidate) => candidate === search.get('mode')) ?? 'demo';
  const [taskChanges, setTaskChanges] = useState(0);
  const found = useMemo(() => findDemoLevel(game, levelId), [game, levelId]);
  const [loaded, setLoaded] = useState<{ text: string; version: number }>({ text: '', version: 0 });
  // Edit mode starts from the task's own workspace, so a loaded solution goes there too.
  const task = useMemo(
    () => found && demoTask(found.game, found.level, maximumBlocks, mode === 'edit' && loaded.text ? loaded.text : EMPTY_BLOCKS_CONFIG),
    [found, maximumBlocks, mode, loaded.text],
  );
  const [result, setResult] = useState<WorkspaceResult | null>(null);
  if (!found || !task) return <p>{T.notFound}</p>;

  const load = (program: unknown) => {
    setResult(null);
    setLoaded((previous) => ({ text: JSON.stringify(solutionWorkspace(program as never, found.game)), version: previous.version + 1 }));
  };

  return (
    <div className="demo-page">
      <div className="demo-bar">
        <Link to="/">{T.blockly.demo.back}</Link>
        <span className="demo-bar__title">
          {T.blockly.gameNames[found.game]}: {found.level.title}
        </span>
        <Button variant="secondary" onClick={() => load(found.level.solution)}>
          {T.blockly.demo.loadSolution}
        </Button>
        <Button variant="ghost" onClick={() => load(found.level.wrongSolution)}>
          {T.blockly.demo.loadWrong}
        </Button>
        {result?.kind === 'solved' && (
          <span className="demo-bar__solved" data-testid="demo-solved">
            {T.blockly.demo.solvedToast}
          </span>
        )}
        {taskChanges > 0 && <span data-testid="demo-task-changes">{taskChanges}</span>}
        <label className="demo-bar__limit">
          {T.blockly.demo.limitLabel}
          <input
            type="number"
            min={0}
            value={maximumBlocks}
            onChange={(event) => {
              const next = new URLSearchParams(search);
              if (Number(event.target.value) > 0) next.set('maximumBlocks', event.target.value);
              else next.delete('maximumBlocks');
              setSearch(next);
            }}
          />
        </label>
      </div>
      <div className="demo-page__screen">
        <BlocklyTaskScreen
          key={`${found.level.id}:${maximumBlocks}:${mode}:${loaded.version}`}
          task={task}
          savedAnswer={loaded.text ? [{ windowId: WindowId.blocksConfig, answerText: loaded.text }] : []}
          solveStatus={task.solveStatus}
          mode={mode}
          locked={mode !== 'solve'}
          games={GAME_VIEWS}
          onAnswerChange={() => undefined}
          onTaskChange={() => setTaskChanges((count) => count + 1)}
          onRun={async () => setResult(null)}
          onResult={setResult}
        />
      </div>
    </div>
  );
}
