import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { T, TFun, TScratchPlayer } from '@school/contracts';
import { Button } from '@school/ui';
import { extensionNotice, unsupportedExtensionNames } from './extensions';
import { progressPercent, type LoadProgress } from './load-progress';
import { Monitors } from './Monitors';
import { monitorViews, type MonitorView } from './monitors';
import { QuestionBox } from './QuestionBox';
import { ScratchSession, type ScratchProjectSource, type ScratchVm } from './scratch-session';
import { STAGE_WIDTH, isStageKey } from './stage-geometry';
import './scratch-player.css';

export interface ScratchStageProps {
  /** The project: sb3 (or sb2) bytes, or a URL to fetch them from; null shows the load failure. */
  project: ScratchProjectSource | null;
  /** Press the green flag as soon as the project has loaded. */
  autoRun?: boolean;
  /** Hide the flag/stop/turbo/full-screen bar (e.g. a thumbnail preview). */
  hideControls?: boolean;
  onReady?: (vm: ScratchVm) => void;
  /** The project could not load (the player shows the failure message itself). */
  onError?: (error: unknown) => void;
}

/** The player's root element carries its VM for diagnostics and tests, as scratch-gui exposes `vm`. */
export type ScratchPlayerElement = HTMLDivElement & { scratchVm?: ScratchVm };

type Phase = 'loading' | 'ready' | 'failed';

function isTextField(t: EventTarget): boolean {
  return t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement;
}

/** The Scratch stage with its controls, monitors, question box, loading jokes and failure message. */
export function ScratchStage({ project, autoRun = false, hideControls = false, onReady, onError }: ScratchStageProps) {
  const root = useRef<ScratchPlayerElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const session = useRef<ScratchSession | null>(null);
  const callbacks = useRef({ autoRun, onReady, onError });
  callbacks.current = { autoRun, onReady, onError };
  const [phase, setPhase] = useState<Phase>('loading');
  const [joke, setJoke] = useState(0);
  const [monitors, setMonitors] = useState<MonitorView[]>([]);
  const [question, setQuestion] = useState<string | null>(null);
  const [extensions, setExtensions] = useState<string[]>([]);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [turbo, setTurbo] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    if (phase !== 'loading') return;
    const t = setInterval(() => setJoke((j) => (j + 1) % TFun.scratchJokes.length), 1000);
    return () => clearInterval(t);
  }, [phase]);

  useEffect(() => {
    const host = stage.current;
    if (!host) return;
    // A fresh canvas per load: a disposed renderer loses its WebGL context for good.
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    canvas.className = 'sp-canvas';
    canvas.dataset.testid = 'scratch-stage';
    host.prepend(canvas);
    canvasRef.current = canvas;
    const resize = new ResizeObserver(() => {
      setScale(canvas.clientWidth / STAGE_WIDTH || 1);
      session.current?.resize(canvas.clientWidth, canvas.clientHeight);
    });
    resize.observe(canvas);
    const ctrl = new AbortController();
    let opened: ScratchSession | null = null;
    setPhase('loading');
    setMonitors([]);
    setQuestion(null);
    setExtensions([]);
    setProgress(null);
    const found = new Set<string>();
    if (!project) {
      setPhase('failed');
    } else {
      ScratchSession.open(
        canvas,
        project,
        {
          onMonitors: (raw) => !ctrl.signal.aborted && setMonitors(monitorViews(raw)),
          onQuestion: (q) => !ctrl.signal.aborted && setQuestion(q),
          onExtension: (id) => {
            found.add(id);
            if (!ctrl.signal.aborted) setExtensions(unsupportedExtensionNames(found));
          },
          onProgress: (p) => !ctrl.signal.aborted && setProgress(p),
        },
        ctrl.signal,
      ).then(
        (s) => {
          if (ctrl.signal.aborted) return s.dispose();
          opened = s;
          session.current = s;
          if (root.current) root.current.scratchVm = s.vm;
          s.resize(canvas.clientWidth, canvas.clientHeight);
          setPhase('ready');
          callbacks.current.onReady?.(s.vm);
          if (callbacks.current.autoRun) s.greenFlag();
        },
        (e: unknown) => {
          if (ctrl.signal.aborted) return;
          // The page stays; the player shows the failure message.
          console.error('scratch player failed', e);
          setPhase('failed');
          callbacks.current.onError?.(e);
        },
      );
    }
    const rootEl = root.current;
    return () => {
      ctrl.abort();
      resize.disconnect();
      opened?.dispose();
      session.current = null;
      if (rootEl) delete rootEl.scratchVm;
      canvas.remove();
      canvasRef.current = null;
    };
  }, [project]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const focusStage = () => stage.current?.focus({ preventScroll: true });
  const flag = () => {
    session.current?.greenFlag();
    focusStage();
  };
  const toggleTurbo = () => {
    session.current?.setTurbo(!turbo);
    setTurbo(!turbo);
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen?.().then(focusStage, () => undefined);
  };

  const onKey = (e: KeyboardEvent, isDown: boolean) => {
    if (isTextField(e.target) || e.ctrlKey || e.metaKey || !isStageKey(e.key)) return;
    e.preventDefault(); // arrows and space drive the project, not the page's scroll
    session.current?.resumeAudio();
    session.current?.key(e.key, isDown);
  };
  const rect = () => canvasRef.current?.getBoundingClientRect();
  const onPointerDown = (e: PointerEvent) => {
    const r = rect();
    if (!r || e.target !== canvasRef.current) return;
    focusStage();
    canvasRef.current?.setPointerCapture?.(e.pointerId);
    session.current?.mouseDown(e.clientX, e.clientY, r);
  };
  const onPointerMove = (e: PointerEvent) => {
    const r = rect();
    if (r) session.current?.mouseMove(e.clientX, e.clientY, r);
  };
  const onPointerUp = (e: PointerEvent) => {
    const r = rect();
    if (r) session.current?.mouseUp(e.clientX, e.clientY, r);
  };
  // The VM asks again (QUESTION) if more questions wait; it never says 'answered', so the box hides itself.
  const answer = (text: string) => {
    setQuestion(null);
    session.current?.answer(text);
  };
  const onSlide = useCallback((m: MonitorView, value: number) => session.current?.setVariable(m.targetId, m.id, value), []);
  const ready = phase === 'ready';
  const notice = extensionNotice(phase, extensions);
  const percent = progressPercent(progress);

  return (
    <div ref={root} className="sp-player" data-testid="scratch-player" data-state={phase}>
      {!hideControls && (
        <div className="sp-controls">
          <Button onClick={flag} disabled={!ready} data-testid="scratch-flag" title={TScratchPlayer.greenFlag}>
            ⚑ {TScratchPlayer.greenFlag}
          </Button>
          <Button variant="secondary" onClick={() => session.current?.stop()} disabled={!ready} data-testid="scratch-stop">
            ■ {TScratchPlayer.stop}
          </Button>
          <Button variant="secondary" onClick={toggleTurbo} disabled={!ready} aria-pressed={turbo} data-testid="scratch-turbo">
            ⚡ {TScratchPlayer.turbo}
          </Button>
          <Button variant="secondary" className="sp-controls__end" onClick={toggleFullScreen} data-testid="scratch-fullscreen">
            {fullScreen ? `⤡ ${TScratchPlayer.exitFullScreen}` : `⤢ ${TScratchPlayer.fullScreen}`}
          </Button>
        </div>
      )}
      <div
        ref={stage}
        className="sp-stage"
        tabIndex={0}
        role="application"
        aria-label={TScratchPlayer.stageLabel}
        data-testid="scratch-stage-box"
        onKeyDown={(e) => onKey(e, true)}
        onKeyUp={(e) => onKey(e, false)}
        onBlur={() => session.current?.releaseKeys()}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={(e) => session.current?.wheel(e.deltaY)}
      >
        <div className="sp-overlay" style={{ transform: `scale(${scale})` }}>
          <Monitors monitors={monitors} onSlide={onSlide} />
          {ready && question !== null && <QuestionBox question={question} onAnswer={answer} />}
        </div>
        {phase === 'loading' && (
          <div className="sp-cover" data-testid="scratch-loading">
            <strong>{T.project.scratchLoading}</strong>
            <progress className="sp-progress" max={100} value={percent} aria-label={TScratchPlayer.loadingPercent(percent)} data-testid="scratch-progress" />
            <span className="sp-progress__text">{TScratchPlayer.loadingPercent(percent)}</span>
            <span data-testid="scratch-joke">{TFun.scratchJokes[joke]}</span>
          </div>
        )}
        {phase === 'failed' && (
          <div className="sp-cover sp-cover--failed" role="alert" data-testid="scratch-load-failed">
            {T.projectLoadFailed}
          </div>
        )}
      </div>
      {notice.length > 0 && (
        <div className="sp-notice" role="note" data-testid="scratch-extensions-notice">
          <span>{TScratchPlayer.unsupportedTitle}</span>
          <ul>
            {notice.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <span>{TScratchPlayer.unsupportedTail}</span>
        </div>
      )}
    </div>
  );
}
