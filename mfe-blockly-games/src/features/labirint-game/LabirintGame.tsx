import { T } from '@school/contracts';
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { labirint } from '@school/game-engines';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { cellSizeFor, drawMaze } from './draw-maze';
import { actionMessage, applyAction, firstFrame, msUntilStep, type ReplayFrame } from './replay';
import '../../components/game-ui.css';

const { replayStepMs } = labirint.LABIRINT_CONSTANTS;
const MAX_PIXELS = 480;

/** Robot maze (spec 2.6, 4.3): grid map, robot, items, step log; replay 300 ms per step. */
export function LabirintGame({ config, ref }: GameViewProps) {
  const setup = config as unknown as labirint.LabirintConfig;
  const canvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  const [log, setLog] = useState<string[]>([]);
  const start = useMemo(() => labirint.createLabirintState(setup, 1).state, [setup]);
  const cell = start ? cellSizeFor(start.grid, MAX_PIXELS) : 40;
  const width = start ? Math.max(...start.grid.map((row) => row.length)) * cell : MAX_PIXELS;
  const height = start ? start.grid.length * cell : 200;

  const show = (frame: ReplayFrame, robot = frame.state.robot, angle = frame.angle) =>
    drawMaze(canvas.current!.getContext('2d')!, frame, robot, angle, cell);

  useEffect(() => {
    if (start) show(firstFrame(start));
    return () => clock.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Walks and turns smoothly within the first 70% of one replay step; a newer step stops it. */
  const step = useRef(0);
  const animate = (run: number, from: ReplayFrame, to: ReplayFrame) => {
    const mine = ++step.current;
    const began = performance.now();
    const duration = replayStepMs * 0.7;
    const frame = (now: number) => {
      if (!clock.isCurrent(run) || step.current !== mine) return;
      const t = Math.min(1, (now - began) / duration);
      const robot = { x: from.state.robot.x + (to.state.robot.x - from.state.robot.x) * t, y: from.state.robot.y + (to.state.robot.y - from.state.robot.y) * t };
      show(t < 1 ? { ...to, state: { ...to.state, robot: from.state.robot } } : to, robot, from.angle + (to.angle - from.angle) * t);
      if (t < 1) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  useImperativeHandle(ref, () => ({
    reset() {
      clock.cancel();
      setLog([]);
      if (start) show(firstFrame(start));
    },
    async run(program, highlight) {
      const run = clock.start();
      const result = labirint.runProgram(setup, program);
      setLog([]);
      if (result.initialState) {
        let frame = firstFrame(result.initialState);
        show(frame);
        // Steps start on a fixed 300 ms grid from the first one, so timer delays never add up.
        const startedAt = performance.now();
        for (const [index, action] of result.steps.entries()) {
          if (!clock.isCurrent(run)) break;
          highlight(action.blockId ?? null);
          const next = applyAction(frame, action);
          setLog((lines) => [...lines, actionMessage(action)]);
          animate(run, frame, next);
          await clock.wait(run, msUntilStep(startedAt, index + 1, performance.now()));
          if (clock.isCurrent(run)) show(next);
          frame = next;
        }
      }
      if (clock.isCurrent(run) && result.success) setLog((lines) => [...lines, T.blockly.labirint.win]);
      return { success: result.success, message: result.failureMessage };
    },
  }));

  return (
    <div className="labirint-game">
      <canvas ref={canvas} className="game-canvas" width={width} height={height} data-testid="labirint-canvas" />
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
