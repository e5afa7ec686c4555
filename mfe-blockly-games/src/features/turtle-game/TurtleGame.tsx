import { T } from '@school/contracts';
import { useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { turtle } from '@school/game-engines';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { backgroundUrl } from './backgrounds';
import { drawReference, drawSprite, drawStrokes } from './draw-turtle';
import '../../components/game-ui.css';
import './turtle-game.css';

const SIZE = turtle.TURTLE_CONSTANTS.canvasSize;
/** Long drawings are sped up so a run never takes longer than this to watch. */
const MAX_ANIMATION_MS = 12_000;

/** Turtle (spec 2.6, 4.2): background overlay, reference ghost, drawing and the sprite. */
export function TurtleGame({ config, ref }: GameViewProps) {
  const setup = config as turtle.TurtleConfig;
  const referenceCanvas = useRef<HTMLCanvasElement>(null);
  const drawingCanvas = useRef<HTMLCanvasElement>(null);
  const spriteCanvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  const background = backgroundUrl(setup.background);
  // The level's start, drawn before any run.
  const idle = useMemo(() => turtle.runProgram({ ...setup, baseCheck: undefined }, { main: [], procedures: {}, hasStartBlock: false }), [setup]);

  const showStart = () => {
    drawStrokes(drawingCanvas.current!.getContext('2d')!, []);
    drawSprite(spriteCanvas.current!.getContext('2d')!, idle.initialState);
  };

  useEffect(() => {
    drawReference(referenceCanvas.current!.getContext('2d')!, setup.baseCheck ? turtle.decodeReference(setup.baseCheck) : null);
    showStart();
    return () => clock.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    reset() {
      clock.cancel();
      showStart();
    },
    run(program, highlight) {
      const run = clock.start();
      const result = turtle.runProgram(setup, program);
      const speed = Math.max(1, result.totalMs / MAX_ANIMATION_MS);
      const drawing = drawingCanvas.current!.getContext('2d')!;
      const sprite = spriteCanvas.current!.getContext('2d')!;
      const outcome = { success: result.success, message: result.failureMessage };
      return new Promise((resolve) => {
        const started = performance.now();
        let lastBlock: string | undefined;
        const frame = (now: number) => {
          if (!clock.isCurrent(run)) return resolve(outcome);
          const ms = Math.min(result.totalMs, (now - started) * speed);
          drawStrokes(drawing, turtle.strokesAt(result, ms));
          drawSprite(sprite, turtle.turtleStateAt(result, ms));
          const step = [...result.steps].reverse().find((candidate) => candidate.atMs <= ms);
          if (step?.blockId !== lastBlock) highlight((lastBlock = step?.blockId) ?? null);
          if (ms < result.totalMs) requestAnimationFrame(frame);
          else {
            drawStrokes(drawing, turtle.allStrokes(result));
            drawSprite(sprite, result.steps.at(-1)?.state ?? result.initialState);
            resolve(outcome);
          }
        };
        requestAnimationFrame(frame);
      });
    },
  }));

  return (
    <div className="turtle-game">
      <div className="turtle-stage" data-testid="turtle-stage">
        {background && <img className="turtle-layer" src={background} alt="" />}
        <canvas ref={referenceCanvas} className="turtle-layer" width={SIZE} height={SIZE} aria-label={T.blockly.turtle.reference} />
        <canvas ref={drawingCanvas} className="turtle-layer" width={SIZE} height={SIZE} />
        <canvas ref={spriteCanvas} className="turtle-layer" width={SIZE} height={SIZE} />
      </div>
    </div>
  );
}
