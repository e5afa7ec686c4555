import { T, TGamesText } from '@school/contracts';
import { Button } from '@school/ui';
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { turtle } from '@school/game-engines';
import { consoleWarnings } from '../../lib/console-warnings';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { backgroundUrl } from './backgrounds';
import { drawReference, drawSprite, drawStrokes } from './draw-turtle';
import { TurtlePlayback } from './playback';
import '../../components/game-ui.css';
import './turtle-game.css';

const SIZE = turtle.TURTLE_CONSTANTS.canvasSize;

/** Turtle (spec 2.6, 4.2): background overlay, reference ghost, drawing and the sprite. */
export function TurtleGame({ config, ref }: GameViewProps) {
  const setup = config as turtle.TurtleConfig;
  const referenceCanvas = useRef<HTMLCanvasElement>(null);
  const drawingCanvas = useRef<HTMLCanvasElement>(null);
  const spriteCanvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  // 'Быстрее': pressed by the learner, read by the running animation on every frame.
  const [fast, setFast] = useState(false);
  const fastNow = useRef(false);
  const toggleFast = () => {
    fastNow.current = !fastNow.current;
    setFast(fastNow.current);
  };
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
      const result = turtle.runProgram(setup, program, undefined, consoleWarnings('Turtle'));
      const playback = new TurtlePlayback(result.totalMs);
      const drawing = drawingCanvas.current!.getContext('2d')!;
      const sprite = spriteCanvas.current!.getContext('2d')!;
      const outcome = { success: result.success, message: result.failureMessage };
      return new Promise((resolve) => {
        let last = performance.now();
        let lastBlock: string | undefined;
        const frame = (now: number) => {
          if (!clock.isCurrent(run)) return resolve(outcome);
          playback.fast = fastNow.current;
          const ms = playback.advance(now - last);
          last = now;
          drawStrokes(drawing, turtle.strokesAt(result, ms));
          drawSprite(sprite, turtle.turtleStateAt(result, ms));
          const step = [...result.steps].reverse().find((candidate) => candidate.atMs <= ms);
          if (step?.blockId !== lastBlock) highlight((lastBlock = step?.blockId) ?? null);
          if (!playback.done) requestAnimationFrame(frame);
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
      <div className="game-controls">
        <Button variant="secondary" aria-pressed={fast} title={TGamesText.turtle.fasterTitle} onClick={toggleFast}>
          {TGamesText.turtle.faster}
        </Button>
      </div>
    </div>
  );
}
