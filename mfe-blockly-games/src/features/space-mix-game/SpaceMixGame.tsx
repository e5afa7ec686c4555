import { T } from '@school/contracts';
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { spaceMixLab } from '@school/game-engines';
import { consoleWarnings } from '../../lib/console-warnings';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { drawLab } from './draw-lab';
import { emptyLabView, GROUP_COLOURS, LAB_HEIGHT, type LabView } from './lab-layout';
import '../../components/game-ui.css';
import './space-mix-game.css';

const C = spaceMixLab.SPACE_MIX_CONSTANTS;
const S = T.blockly.spaceMix;
const WIDTH = 480;
const SWITCH_MS = 300;
const ITEM_TRAVEL_MS = 700;
/** The mixed product's ride from the machine to the result disc. */
const OUTPUT_TRAVEL_MS = 600;
const HINT_SHOW_MS = 2000;
const name = (id: string) => S.items[id] ?? id;

/** Space mixing lab (spec 2.6, 3.5, 4.6). */
export function SpaceMixGame({ config, ref }: GameViewProps) {
  const setup = config as unknown as spaceMixLab.SpaceMixLabConfig;
  const canvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  const view = useRef<LabView>(emptyLabView());
  const available = useMemo(() => spaceMixLab.availableItems(setup.sources, []), [setup]);
  const target = useMemo(() => spaceMixLab.findTarget(setup.targets), [setup]);
  const [group, setGroup] = useState<spaceMixLab.ItemGroup>('parts');
  const [switching, setSwitching] = useState(false);
  const [taskOpen, setTaskOpen] = useState(false);
  /** Which hint finger shows: 0 none, 1 at the group buttons (4.5 s), 2 at the task button (9 s). */
  const [hint, setHint] = useState(0);

  useEffect(() => {
    let frame = 0;
    const paint = () => {
      drawLab(canvas.current!.getContext('2d')!, view.current);
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    const timers = [
      window.setTimeout(() => openTask(), C.autoPressMs),
      ...C.hintTimesMs.map((at, index) => window.setTimeout(() => setHint(index + 1), at)),
      ...C.hintTimesMs.map((at) => window.setTimeout(() => setHint(0), at + HINT_SHOW_MS)),
    ];
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach((timer) => window.clearTimeout(timer));
      clock.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const taskTimer = useRef<number | undefined>(undefined);
  const openTask = () => {
    setTaskOpen(true);
    window.clearTimeout(taskTimer.current);
    taskTimer.current = window.setTimeout(() => setTaskOpen(false), C.taskOverlayMs);
  };

  const switchGroup = (next: spaceMixLab.ItemGroup) => {
    if (switching || next === group) return;
    setSwitching(true);
    setGroup(next);
    window.setTimeout(() => setSwitching(false), SWITCH_MS);
  };

  /** Moves something along its belt: `move` gets its progress 0..1 each frame for `ms`. */
  const ride = (run: number, ms: number, move: (progress: number) => void) =>
    new Promise<void>((resolve) => {
      const began = performance.now();
      const tick = (now: number) => {
        if (!clock.isCurrent(run)) return resolve();
        // The frame time can be a little before `began`: clamped, nothing rides backwards.
        const progress = Math.min(1, Math.max(0, (now - began) / ms));
        move(progress);
        if (progress < 1) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });

  useImperativeHandle(ref, () => ({
    reset() {
      clock.cancel();
      view.current = emptyLabView();
    },
    async run(program, highlight) {
      const run = clock.start();
      const result = spaceMixLab.runProgram(setup, program, undefined, consoleWarnings('SpaceMixLab'));
      view.current = emptyLabView(run);
      for (const step of result.steps) {
        if (!clock.isCurrent(run)) break;
        if (step.kind === 'use_item') {
          highlight(step.blockId ?? null);
          // Each item rides its own group's belt into the machine (lab-layout.ts).
          const entry = { item: step.item, progress: 0 };
          view.current.items.push(entry);
          await ride(run, ITEM_TRAVEL_MS, (progress) => (entry.progress = progress));
        } else if (step.kind === 'lightning') {
          for (let i = 1; i <= C.lightning.steps && clock.isCurrent(run); i++) {
            view.current.lightning = i;
            await clock.wait(run, C.lightning.stepMs);
          }
          view.current.lightning = 0;
        } else {
          await ride(run, OUTPUT_TRAVEL_MS, (progress) => (view.current.output = progress));
          if (!clock.isCurrent(run)) break;
          view.current.result = { name: name(step.result), success: step.success };
          // A failed mix disappears after 5 s; a success stays (spec 4.6).
          if (!step.success) void clock.wait(run, C.resultHoldMs).then((current) => current && (view.current.result = null));
        }
      }
      return { success: result.success, message: result.failureMessage };
    },
  }));

  return (
    <div className="lab-game">
      {!target && (
        <p className="lab-alert" role="alert">
          {T.games.noRecipe}
        </p>
      )}
      <div className="lab-toolbar">
        {spaceMixLab.ITEM_GROUP_NAMES.map((id) => (
          <button
            key={id}
            type="button"
            className={`lab-group${group === id ? ' lab-group--active' : ''}${hint === 1 ? ' lab-group--hint' : ''}`}
            style={{ borderColor: GROUP_COLOURS[id] }}
            disabled={switching}
            aria-pressed={group === id}
            onClick={() => switchGroup(id)}
          >
            {S.groups[id]}
            {hint === 1 && group !== id && <Finger />}
          </button>
        ))}
        <button type="button" className="lab-info" onClick={openTask} aria-label={S.taskInfo} title={S.taskInfo}>
          ?{hint === 2 && <Finger />}
        </button>
      </div>
      <ul className="lab-shelf" aria-label={S.available}>
        {spaceMixLab.ITEM_GROUPS[group].map((item) => {
          const count = available.get(item) ?? 0;
          return (
            <li key={item} className={count > 0 ? 'lab-item' : 'lab-item lab-item--empty'} style={{ background: GROUP_COLOURS[group] }}>
              <span>{name(item)}</span>
              <b>× {count}</b>
            </li>
          );
        })}
      </ul>
      <div className="lab-stage">
        <canvas ref={canvas} className="game-canvas" width={WIDTH} height={Math.round((WIDTH * LAB_HEIGHT) / C.virtualCanvasSize)} data-testid="spacemix-canvas" />
        {taskOpen && target && (
          <div className="lab-task" role="dialog" aria-label={S.taskInfo}>
            <h3>{S.target(name(target.target))}</h3>
            <p>{S.recipe}:</p>
            <ul>
              {target.recipe.map((item, index) => (
                <li key={index}>{name(item)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/** A hint finger pointing up at the control it sits in (spec 4.6). */
function Finger() {
  return (
    <span className="lab-finger" aria-hidden="true" data-testid="lab-hint">
      {/* Drawn, not an emoji: emoji fonts are missing on some school computers. */}
      <svg viewBox="0 0 24 32" width="22" height="30">
        <rect x="8" y="1" width="6" height="16" rx="3" fill="#ffd7a8" stroke="#7c2d12" strokeWidth="1.5" />
        <path d="M5 14c0-1.7 1.3-3 3-3h9c2.2 0 4 1.8 4 4v7c0 4.4-3.6 8-8 8h-1c-3.9 0-7-3.1-7-7z" fill="#ffd7a8" stroke="#7c2d12" strokeWidth="1.5" />
        <path d="M14 13v5M17.5 14v4" stroke="#7c2d12" strokeWidth="1.2" strokeLinecap="round" />
      </svg>
    </span>
  );
}
