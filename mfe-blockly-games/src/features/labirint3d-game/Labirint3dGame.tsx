import { T } from '@school/contracts';
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { labirint3d } from '@school/game-engines';
import { consoleWarnings } from '../../lib/console-warnings';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { drawScene, projectionFor } from './draw-iso';
import { Inventory } from './Inventory';
import { applyChanges, createScene, type Scene } from './scene';
import '../../components/game-ui.css';
import './labirint3d-game.css';

const C = labirint3d.LABIRINT3D_CONSTANTS;
const WIDTH = 520;
const HEIGHT = 420;
const FRAME_MS = 1000 / 60;
const TURN_MS = 200;

/** Isometric bot maze (spec 2.6, 4.4): commands run one at a time, each block highlighted. */
export function Labirint3dGame({ config, ref }: GameViewProps) {
  const setup = config as labirint3d.Labirint3dConfig;
  const canvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  const start = useMemo(() => labirint3d.createLabirint3dState(setup).state, [setup]);
  const scene = useRef<Scene | null>(start && createScene(start));
  const [inventory, setInventory] = useState(start?.inventory ?? []);
  const [ready, setReady] = useState(false);
  const projection = useMemo(() => projectionFor(start?.cells ?? [[]], WIDTH, HEIGHT), [start]);

  useEffect(() => {
    let frame = 0;
    const paint = (now: number) => {
      if (scene.current) drawScene(canvas.current!.getContext('2d')!, scene.current, projection, now);
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    setReady(true);
    return () => {
      cancelAnimationFrame(frame);
      clock.cancel();
    };
  }, [projection, clock]);

  const restart = () => {
    scene.current = start && createScene(start);
    setInventory(start?.inventory ?? []);
  };

  /** Walks the bot to the step's cell at the spec speed (tiles per frame). */
  const walk = (run: number, to: { x: number; y: number }, speed: number) =>
    new Promise<void>((resolve) => {
      const tick = () => {
        const s = scene.current;
        if (!s || !clock.isCurrent(run)) return resolve();
        const dx = to.x - s.bot.x;
        const dy = to.y - s.bot.y;
        const distance = Math.hypot(dx, dy);
        if (distance <= speed) {
          s.bot = { ...to };
          return resolve();
        }
        s.bot = { x: s.bot.x + (dx / distance) * speed, y: s.bot.y + (dy / distance) * speed };
        setTimeout(tick, FRAME_MS);
      };
      tick();
    });

  useImperativeHandle(ref, () => ({
    reset() {
      clock.cancel();
      restart();
    },
    async run(program, highlight) {
      const run = clock.start();
      restart();
      const runner = labirint3d.createLabirint3dRunner(setup, program, undefined, consoleWarnings('Labirint3D'));
      for (let step = runner.next(); step && clock.isCurrent(run); step = runner.next()) {
        highlight(step.blockId ?? null);
        const s = scene.current!;
        if (step.pushing) applyChanges(s, step.changes, performance.now());
        await walk(run, step.bot, step.pushing ? C.botPushSpeed : C.botSpeed);
        s.direction = step.direction;
        if (!step.pushing) applyChanges(s, step.changes, performance.now());
        setInventory(step.inventory);
        await clock.wait(run, step.picked ? C.pickupDelayMs : TURN_MS);
        if (!step.ok) break;
      }
      const result = runner.finish();
      if (clock.isCurrent(run) && scene.current) {
        // The winning or losing smile for 1.2 s; after a failure the level starts over at 3 s (spec 4.4, 9).
        scene.current.smile = { happy: result.success, until: performance.now() + C.smileHoldMs };
        if (!result.success) void clock.wait(run, C.resetAfterFailureMs).then((current) => current && restart());
      }
      return { success: result.success, message: result.failureMessage };
    },
  }));

  return (
    <div className="bot-game">
      {!ready && <p className="bot-loading">{T.blockly.loading}</p>}
      <canvas ref={canvas} className="game-canvas" width={WIDTH} height={HEIGHT} data-testid="labirint3d-canvas" />
      <Inventory slots={inventory} />
    </div>
  );
}
