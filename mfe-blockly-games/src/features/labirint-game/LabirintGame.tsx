import { T, TGamesText } from '@school/contracts';
import { Button } from '@school/ui';
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { labirint } from '@school/game-engines';
import { consoleWarnings } from '../../lib/console-warnings';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { cellSizeFor, drawMaze } from './draw-maze';
import { actionMessage, applyAction, cyclePhase, firstFrame, msUntilStep, poseAt, tickAt, type ReplayFrame } from './replay';
import '../../components/game-ui.css';

const { animationTickMs } = labirint.LABIRINT_CONSTANTS;
const MAX_PIXELS = 480;

const still = (frame: ReplayFrame, stepTick: number) => ({ from: frame, to: frame, stepTick });

/** Robot maze (spec 2.6, 4.3, 9): grid map, robot, items, step log; replay 300 ms per step on 30 ms ticks. */
export function LabirintGame({ config, ref }: GameViewProps) {
  const setup = config as unknown as labirint.LabirintConfig;
  const canvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  const [log, setLog] = useState<string[]>([]);
  // The variant a winning run replays (spec 4.3): the learner plans on the maze that is then played.
  const start = useMemo(() => {
    const created = labirint.createLabirintState(setup, labirint.previewSeed());
    created.warnings.forEach(consoleWarnings('Labirint'));
    return created.state;
  }, [setup]);
  const cell = start ? cellSizeFor(start.grid, MAX_PIXELS) : 40;
  const width = start ? Math.max(...start.grid.map((row) => row.length)) * cell : MAX_PIXELS;
  const height = start ? start.grid.length * cell : 200;

  /** What the 30 ms ticker draws: a step from one frame to the next, begun at tick `stepTick`. */
  const scene = useRef<{ from: ReplayFrame; to: ReplayFrame; stepTick: number } | null>(start ? still(firstFrame(start), 0) : null);
  const tick = useRef(0);

  const paint = () => {
    const current = scene.current;
    const ctx = canvas.current?.getContext('2d');
    if (!current || !ctx) return;
    const pose = poseAt(current.from, current.to, tick.current - current.stepTick);
    drawMaze(ctx, current.to, pose.robot, pose.angle, cell, cyclePhase(tick.current));
    // Where the robot stands on the drawn map (the e2e journey checks that reset brings it back).
    ctx.canvas.dataset.robot = `${current.to.state.robot.x},${current.to.state.robot.y}`;
  };

  /** Spec 9: animations run on 30 ms ticks (64 ticks a loop); the canvas is redrawn on each tick. */
  useEffect(() => {
    const startedAt = performance.now();
    paint();
    const timer = window.setInterval(() => {
      tick.current = tickAt(startedAt, performance.now());
      paint();
    }, animationTickMs);
    return () => {
      window.clearInterval(timer);
      clock.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showStep = (from: ReplayFrame, to: ReplayFrame) => {
    scene.current = { from, to, stepTick: tick.current };
    paint();
  };

  /** Spec 4.3 "Reset restores the map": stops a replay and shows the level's start again. */
  const reset = () => {
    clock.cancel();
    setLog([]);
    scene.current = start ? still(firstFrame(start), tick.current) : null;
    paint();
  };

  useImperativeHandle(ref, () => ({
    reset,
    async run(program, highlight) {
      const run = clock.start();
      const result = labirint.runProgram(setup, program, undefined, consoleWarnings('Labirint'));
      setLog([]);
      if (result.initialState) {
        let frame = firstFrame(result.initialState);
        showStep(frame, frame);
        // Steps start on a fixed 300 ms grid from the first one, so timer delays never add up.
        const startedAt = performance.now();
        for (const [index, action] of result.steps.entries()) {
          if (!clock.isCurrent(run)) break;
          highlight(action.blockId ?? null);
          const next = applyAction(frame, action);
          setLog((lines) => [...lines, actionMessage(action)]);
          showStep(frame, next);
          await clock.wait(run, msUntilStep(startedAt, index + 1, performance.now()));
          frame = next;
        }
      }
      if (!clock.isCurrent(run)) return { success: false, cancelled: true };
      if (result.success) setLog((lines) => [...lines, T.blockly.labirint.win]);
      return { success: result.success, message: result.failureMessage };
    },
  }));

  return (
    <div className="labirint-game">
      <canvas ref={canvas} className="game-canvas" width={width} height={height} data-testid="labirint-canvas" />
      <div className="game-controls">
        <Button variant="secondary" onClick={reset} title={TGamesText.labirint.resetTitle}>
          {TGamesText.labirint.reset}
        </Button>
      </div>
      {log.length > 0 && (
        <ol className="game-log" aria-label={T.blockly.labirint.stepLog}>
          {log.map((line, index) => (
            <li key={index}>
              {index + 1}. {line}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
