import { T, WindowId, type WorkspaceProps } from '@school/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { countGameBlocks, program as programTools } from '@school/game-engines';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import { blockLimitOf, parseGameMap } from '../../lib/game-map';
import type { GameViewHandle, GameViews } from '../../lib/game-view';
import { playFailure, playSuccess } from '../../lib/sound';
import { isEmptyBlocksConfig, presentationUrl, windowText, withWindow, workspaceAnswer } from '../../lib/task-windows';
import { BlocklyEditor, type BlocklyEditorHandle } from './BlocklyEditor';
import { ConfigEditor } from './ConfigEditor';
import { SuccessEffect } from './SuccessEffect';
import { TaskTabs, type TabId } from './TaskTabs';
import { TopBar } from './TopBar';
import './blockly-screen.css';

const RUN_LOCK_MS = 1000;
const COUNT_DEBOUNCE_MS = 100;
const ANSWER_DEBOUNCE_MS = 400;

type Message = { kind: 'error' | 'success'; text: string } | null;

/** The Blockly task screen (spec 2.5, 4.1): workspace, game canvas, tabs, run and save. */
export function BlocklyTaskScreen(props: WorkspaceProps & { games: GameViews }) {
  const { task, savedAnswer, mode, locked, games, onAnswerChange, onTaskChange, onRun, onResult } = props;
  const [configText, setConfigText] = useState(() => windowText(task.taskText, WindowId.blocklyGameMap));
  const parsed = useMemo(() => parseGameMap(configText), [configText]);
  const initialWorkspace = useMemo(() => {
    const answer = windowText(savedAnswer, WindowId.blocksConfig);
    return mode !== 'edit' && !isEmptyBlocksConfig(answer) ? answer : windowText(task.taskText, WindowId.blocksConfig);
  }, [savedAnswer, task.taskText, mode]);

  const editor = useRef<BlocklyEditorHandle>(null);
  const game = useRef<GameViewHandle>(null);
  const latestJson = useRef<string>('');
  const [tab, setTab] = useState<TabId>('task');
  const [used, setUsed] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [runLocked, setRunLocked] = useState(false);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [celebrate, setCelebrate] = useState(0);
  const timers = useRef<{ count?: number; answer?: number; lock?: number }>({});

  useEffect(() => () => Object.values(timers.current).forEach((timer) => window.clearTimeout(timer)), []);

  if (!parsed.ok) {
    const game = safeGameName(configText);
    return <p className="bw-fatal" role="alert">{game ? T.blockly.unknownGame(game) : T.blockly.badGameMap}</p>;
  }
  const map = parsed.map;
  const limit = blockLimitOf(map);
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const GameView = games[map.game];

  const handleChange = (json: string, initial: boolean) => {
    latestJson.current = json;
    window.clearTimeout(timers.current.count);
    timers.current.count = window.setTimeout(() => setUsed(countGameBlocks(map.game, JSON.parse(json) as WorkspaceJson)), COUNT_DEBOUNCE_MS);
    // The first report is the loaded workspace itself, not an edit.
    if (initial || readOnly) return;
    setDirty(true);
    if (mode === 'solve') {
      window.clearTimeout(timers.current.answer);
      timers.current.answer = window.setTimeout(() => onAnswerChange(workspaceAnswer(json)), ANSWER_DEBOUNCE_MS);
    }
  };

  const save = () => {
    const json = editor.current?.save() ?? latestJson.current;
    if (mode === 'solve') {
      window.clearTimeout(timers.current.answer);
      onAnswerChange(workspaceAnswer(json));
    } else if (mode === 'edit') {
      onTaskChange(withWindow(withWindow(task.taskText, WindowId.blocksConfig, json), WindowId.blocklyGameMap, configText));
    }
    setDirty(false);
  };

  const applyConfig = (text: string) => {
    setConfigText(text);
    onTaskChange(withWindow(task.taskText, WindowId.blocklyGameMap, text));
  };

  const run = async () => {
    if (runLocked || running) return;
    setRunLocked(true);
    timers.current.lock = window.setTimeout(() => setRunLocked(false), RUN_LOCK_MS);
    const json = editor.current?.save() ?? latestJson.current;
    const program = JSON.parse(json || '{}') as WorkspaceJson;
    const count = countGameBlocks(map.game, program);
    setUsed(count);
    const refusal = programTools.checkBlockLimits(count, map);
    if (refusal) {
      setMessage({ kind: 'error', text: refusal });
      playFailure();
      return;
    }
    setMessage(null);
    try {
      await onRun();
    } catch (error) {
      console.warn('onRun failed; running anyway', error);
    }
    if (!game.current) return;
    setRunning(true);
    const outcome = await game.current.run(program, (blockId) => editor.current?.highlight(blockId));
    setRunning(false);
    editor.current?.highlight(null);
    if (outcome.success) {
      setMessage({ kind: 'success', text: T.blockly.solved });
      setCelebrate((n) => n + 1);
      playSuccess();
      if (mode === 'solve' || mode === 'demo') onResult({ kind: 'solved' });
    } else {
      setMessage({ kind: 'error', text: outcome.message ?? '' });
      playFailure();
    }
  };

  const theoryUrl = presentationUrl(task.webResource);
  const description = windowText(task.taskText, WindowId.description);
  const solution = windowText(task.taskText, WindowId.solution);

  return (
    <div className="bw-screen" data-game={map.game}>
      <TopBar
        showHome={mode === 'solve' || mode === 'demo'}
        showSave={mode === 'solve' || mode === 'edit'}
        canSave={dirty && !readOnly}
        canRun={!runLocked && !running}
        used={used}
        limit={limit}
        onRun={() => void run()}
        onSave={save}
      />
      <div className="bw-body">
        <TaskTabs mode={mode} active={tab} hasTheory={theoryUrl !== null} onSelect={setTab}>
          {tab === 'task' && <div className="bw-text">{description || T.blockly.noDescription}</div>}
          {tab === 'solution' && <div className="bw-text">{solution || T.blockly.noSolution}</div>}
          {tab === 'check' && mode === 'edit' && (
            <ConfigEditor
              configText={configText}
              onApply={applyConfig}
              currentProgram={() => {
                const json = editor.current?.save();
                return json ? (JSON.parse(json) as WorkspaceJson) : null;
              }}
            />
          )}
          {tab === 'theory' && (theoryUrl ? <iframe className="bw-theory" src={theoryUrl} title={T.blockly.tabs.theory} /> : T.blockly.noTheory)}
        </TaskTabs>
        <section className="bw-editor">
          <BlocklyEditor
            key={`${map.game}:${JSON.stringify(map.toolbox ?? [])}`}
            ref={editor}
            game={map.game}
            toolbox={map.toolbox}
            initialText={initialWorkspace}
            readOnly={readOnly}
            onChange={handleChange}
          />
        </section>
        <section className="bw-game">
          {message && (
            <p className={`bw-message bw-message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="run-message">
              {message.text}
            </p>
          )}
          <GameView key={configText} ref={game} config={map} />
          {celebrate > 0 && <SuccessEffect key={celebrate} />}
        </section>
      </div>
    </div>
  );
}

function safeGameName(text: string): string | null {
  try {
    const game = (JSON.parse(text) as { game?: unknown }).game;
    return typeof game === 'string' ? game : null;
  } catch {
    return null;
  }
}
