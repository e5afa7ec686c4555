import { T, WindowId, type WorkspaceProps } from '@school/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { countGameBlocks, program as programTools } from '@school/game-engines';
import type { WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import { blockLimitOf, parseGameMap } from '../../lib/game-map';
import type { GameViewHandle, GameViews } from '../../lib/game-view';
import { playFailure, playSuccess } from '../../lib/sound';
import { useLessonResources } from '../../lib/lesson-resources-api';
import { isEmptyBlocksConfig, presentationUrl, windowText, withWindow, workspaceAnswer } from '../../lib/task-windows';
import { recordTurtleReference } from '../../lib/turtle-reference';
import { BlocklyEditor, type BlocklyEditorHandle } from './BlocklyEditor';
import { ConfigEditor } from './ConfigEditor';
import { SuccessEffect } from './SuccessEffect';
import { TaskSidePanel, type AuthorWindow } from './TaskSidePanel';
import { TopBar } from './TopBar';
import { isXmlWorkspace } from './workspace-content';
import './blockly-screen.css';

const RUN_LOCK_MS = 1000;
const COUNT_DEBOUNCE_MS = 100;
const ANSWER_DEBOUNCE_MS = 400;

type Message = { kind: 'error' | 'success'; text: string } | null;
/** The description and solution as the author edited them in the side panel (edit mode). */
type AuthorTexts = Partial<Record<AuthorWindow, string>>;
const AUTHOR_WINDOWS: readonly AuthorWindow[] = [WindowId.description, WindowId.solution];

/**
 * The Blockly task screen (spec 2.5, 4.1): workspace, game canvas, the side panel, run and save.
 * `embedded`: the task screen of the shell hosts this one and already has the home and save
 * buttons (with the same rules): the top bar then keeps run and the block counter, and edit-mode
 * changes go to the host as they happen so its save button stores them.
 */
export function BlocklyTaskScreen(props: WorkspaceProps & { games: GameViews; embedded?: boolean }) {
  const { task, savedAnswer, mode, locked, games, embedded = false, onAnswerChange, onTaskChange, onRun, onResult } = props;
  const [configText, setConfigText] = useState(() => windowText(task.taskText, WindowId.blocklyGameMap));
  const [authorTexts, setAuthorTexts] = useState<AuthorTexts>({});
  const parsed = useMemo(() => parseGameMap(configText), [configText]);
  // A reference solution loaded from the 'Решение' tab replaces the workspace (a remount).
  const [loaded, setLoaded] = useState<{ text: string; version: number }>({ text: '', version: 0 });
  const answerText = windowText(savedAnswer, WindowId.blocksConfig);
  const initialWorkspace = useMemo(() => {
    if (loaded.text) return loaded.text;
    return mode !== 'edit' && !isEmptyBlocksConfig(answerText) ? answerText : windowText(task.taskText, WindowId.blocksConfig);
  }, [loaded.text, answerText, task.taskText, mode]);

  const lessonResources = useLessonResources(task.lessonId);
  // The description is open when a task opens: a child reads what to do first.
  const [openTab, setOpenTab] = useState<string | null>('task');
  const screen = useRef<HTMLDivElement>(null);
  const gameArea = useRef<HTMLElement>(null);
  const editor = useRef<BlocklyEditorHandle>(null);
  const game = useRef<GameViewHandle>(null);
  const latestJson = useRef<string>('');
  const [used, setUsed] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [runLocked, setRunLocked] = useState(false);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [celebrate, setCelebrate] = useState(0);
  const timers = useRef<{ count?: number; answer?: number; lock?: number; task?: number }>({});

  useEffect(() => () => Object.values(timers.current).forEach((timer) => window.clearTimeout(timer)), []);

  // Spec 4.1: unsaved edits block page unload. Embedded, the host holds the edits it was told of
  // (and warns for them); an edit still waiting for its report to the host is warned of here.
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  useEffect(() => {
    if (mode !== 'edit') return;
    const warn = (e: BeforeUnloadEvent) => {
      if (!(embedded ? timers.current.task !== undefined : dirtyNow.current)) return;
      e.preventDefault();
      e.returnValue = T.leavePageConfirm;
      return T.leavePageConfirm;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [mode, embedded]);

  // The host fetches the saved answer after the task, so it may arrive once the editor is built:
  // show it then, unless the learner has already started editing (their blocks win).
  const [answerVersion, setAnswerVersion] = useState(0);
  const shownAnswer = useRef(answerText);
  useEffect(() => {
    if (mode === 'edit' || dirty || loaded.text || isEmptyBlocksConfig(answerText)) return;
    if (answerText === shownAnswer.current || answerText === latestJson.current) return;
    shownAnswer.current = answerText;
    setAnswerVersion((n) => n + 1);
    // Only a new answer text matters; the other values are read as they are now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerText]);

  if (!parsed.ok) {
    const game = safeGameName(configText);
    return <p className="bw-fatal" role="alert">{game ? T.blockly.unknownGame(game) : T.blockly.badGameMap}</p>;
  }
  const map = parsed.map;
  // The engine that plays the map ('CustomGame' names one in `engine`).
  const gameName = parsed.game;
  const limit = blockLimitOf(map);
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const GameView = games[gameName];

  const handleChange = (json: string, initial: boolean) => {
    latestJson.current = json;
    window.clearTimeout(timers.current.count);
    timers.current.count = window.setTimeout(() => setUsed(countGameBlocks(gameName, JSON.parse(json) as WorkspaceJson)), COUNT_DEBOUNCE_MS);
    // The first report is the loaded workspace itself, not an edit; an answer still stored as the XML
    // of older content is saved once as JSON, the form the server's re-check reads.
    if (initial && mode === 'solve' && !readOnly && initialWorkspace === answerText && isXmlWorkspace(answerText)) onAnswerChange(workspaceAnswer(json));
    if (initial || readOnly) return;
    setDirty(true);
    if (mode === 'solve') {
      window.clearTimeout(timers.current.answer);
      timers.current.answer = window.setTimeout(() => {
        timers.current.answer = undefined;
        onAnswerChange(workspaceAnswer(json));
      }, ANSWER_DEBOUNCE_MS);
    } else if (mode === 'edit' && embedded) {
      window.clearTimeout(timers.current.task);
      timers.current.task = window.setTimeout(() => {
        timers.current.task = undefined;
        onTaskChange(editedTask(json));
      }, ANSWER_DEBOUNCE_MS);
    }
  };

  /**
   * The task's windows with the workspace (window 13), the game config (window 14), the description
   * and the solution as edited. An editor not built yet has no program to give: window 13 stays.
   */
  const editedTask = (json: string, config = configText, texts = authorTexts) => {
    let windows = withWindow(json ? withWindow(task.taskText, WindowId.blocksConfig, json) : task.taskText, WindowId.blocklyGameMap, config);
    for (const id of AUTHOR_WINDOWS) if (texts[id] !== undefined) windows = withWindow(windows, id, texts[id]);
    return windows;
  };

  /** Solve mode: the pending answer goes to the host now, so it is saved before the run is logged. */
  const flushAnswer = (json: string) => {
    if (mode !== 'solve' || readOnly || timers.current.answer === undefined) return;
    window.clearTimeout(timers.current.answer);
    timers.current.answer = undefined;
    onAnswerChange(workspaceAnswer(json));
  };

  const save = () => {
    const json = editor.current?.save() ?? latestJson.current;
    if (mode === 'solve') {
      window.clearTimeout(timers.current.answer);
      onAnswerChange(workspaceAnswer(json));
    } else if (mode === 'edit') {
      onTaskChange(editedTask(json));
    }
    setDirty(false);
  };

  const applyConfig = (text: string) => {
    setConfigText(text);
    // One report with both windows, so a pending workspace edit is neither lost nor replayed over the config.
    window.clearTimeout(timers.current.task);
    timers.current.task = undefined;
    const json = editor.current?.save() ?? latestJson.current;
    onTaskChange(mode === 'edit' && embedded && json ? editedTask(json, text) : withWindow(task.taskText, WindowId.blocklyGameMap, text));
  };

  /**
   * Edit mode: the author typed in the description or the solution. Embedded, the host hears of it
   * at once in one report with the workspace and the map, so a pending workspace report is neither
   * lost nor replayed over the text; standalone, the screen's save button reports it.
   */
  const editText = (windowId: AuthorWindow, text: string) => {
    const texts = { ...authorTexts, [windowId]: text };
    setAuthorTexts(texts);
    setDirty(true);
    if (!embedded) return;
    window.clearTimeout(timers.current.task);
    timers.current.task = undefined;
    onTaskChange(editedTask(editor.current?.save() ?? latestJson.current, configText, texts));
  };

  /** Small laptops: the open panel lies over the game (blockly-screen.css); a run closes it, so the game is seen playing. */
  const revealGame = () => {
    const panel = screen.current?.querySelector('.bw-side .side-panel__body')?.getBoundingClientRect();
    const area = gameArea.current?.getBoundingClientRect();
    const overlaps = panel && area && panel.left < area.right && area.left < panel.right && panel.top < area.bottom && area.top < panel.bottom;
    if (overlaps) setOpenTab(null);
  };

  const run = async () => {
    if (runLocked || running) return;
    revealGame();
    setRunLocked(true);
    timers.current.lock = window.setTimeout(() => setRunLocked(false), RUN_LOCK_MS);
    const json = editor.current?.save() ?? latestJson.current;
    const program = JSON.parse(json || '{}') as WorkspaceJson;
    const count = countGameBlocks(gameName, program);
    setUsed(count);
    const refusal = programTools.checkBlockLimits(count, map);
    if (refusal) {
      setMessage({ kind: 'error', text: refusal });
      playFailure();
      return;
    }
    setMessage(null);
    flushAnswer(json);
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
    if (outcome.cancelled) return;
    // Spec 4.2: in edit mode running the Turtle drawing records it as the reference (baseCheck).
    if (mode === 'edit' && gameName === 'Turtle') {
      const next = recordTurtleReference(map, program);
      if (next) applyConfig(next);
      setMessage(next ? { kind: 'success', text: T.blockly.config.referenceRecorded } : { kind: 'error', text: T.blockly.config.referenceEmpty });
      return;
    }
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

  const theoryUrl = presentationUrl(lessonResources);
  const description = authorTexts[WindowId.description] ?? windowText(task.taskText, WindowId.description);
  const solution = authorTexts[WindowId.solution] ?? windowText(task.taskText, WindowId.solution);

  return (
    <div className="bw-screen" data-game={gameName} ref={screen}>
      <TopBar
        showHome={!embedded && (mode === 'solve' || mode === 'demo')}
        showSave={!embedded && (mode === 'solve' || mode === 'edit')}
        canSave={dirty && !readOnly}
        canRun={!runLocked && !running}
        used={used}
        limit={limit}
        onRun={() => void run()}
        onSave={save}
      />
      <div className="bw-body">
        <section className="bw-editor">
          <BlocklyEditor
            key={`${gameName}:${JSON.stringify(map.toolbox ?? [])}:${loaded.version}:${answerVersion}`}
            ref={editor}
            game={gameName}
            toolbox={map.toolbox}
            initialText={initialWorkspace}
            readOnly={readOnly}
            onChange={handleChange}
          />
        </section>
        <section className="bw-game" ref={gameArea}>
          {message && (
            <p className={`bw-message bw-message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="run-message">
              {message.text}
            </p>
          )}
          <GameView key={configText} ref={game} config={map} />
          {celebrate > 0 && <SuccessEffect key={celebrate} />}
        </section>
        <TaskSidePanel
          mode={mode}
          description={description}
          solution={solution}
          theoryUrl={theoryUrl}
          onTextChange={editText}
          open={openTab}
          onOpenChange={setOpenTab}
          // The reviewer's view keeps the student's program; demo and edit may try the reference.
          onLoadSolution={mode === 'demo' || mode === 'edit' ? (text) => setLoaded((previous) => ({ text, version: previous.version + 1 })) : undefined}
          check={
            <ConfigEditor
              configText={configText}
              onApply={applyConfig}
              currentProgram={() => {
                const json = editor.current?.save();
                return json ? (JSON.parse(json) as WorkspaceJson) : null;
              }}
            />
          }
        />
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
