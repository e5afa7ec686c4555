import { T, TOAST_DURATION_MS } from '@school/contracts';
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { flowerDefence } from '@school/game-engines';
import { consoleWarnings } from '../../lib/console-warnings';
import { createRunClock, type GameViewProps } from '../../lib/game-view';
import { drawGarden, type GardenView } from './draw-garden';
import '../../components/game-ui.css';
import './flower-game.css';

type Config = flowerDefence.FlowerDefenceConfig;
const F = T.blockly.flowers;

function startCounters(config: Config): flowerDefence.FlowerCounters {
  const flowers = Number(config.flowers) || 0;
  return { coins: Number(config.coins) || 0, flowers, water: config.water ?? flowers, protection: config.protection ?? 0 };
}

function stepLine(step: flowerDefence.FlowerStep): string {
  const actions = step.actions.map((record) => (record.ok ? F.actions[record.action] : `${F.actions[record.action]}: ${record.error}`));
  const head = step.kind === 'event' ? `${F.step(step.step ?? 0)} · ${F.events[step.event ?? ''] ?? step.event}: ` : '';
  return [head + step.message, ...actions].join(' · ');
}

/** Flower defence (spec 2.6, 4.5): the garden, counters, toast 'Игра началась 🚀' and the step log. */
export function FlowerGame({ config, ref }: GameViewProps) {
  const setup = config as unknown as Config;
  const canvas = useRef<HTMLCanvasElement>(null);
  const clock = useMemo(createRunClock, []);
  // The config's map and item (spec 3.4), read once; what cannot be read is told to the console.
  const layout = useMemo(() => flowerDefence.gardenLayout(setup, consoleWarnings('FlowerDefence')), [setup]);
  const view = useRef<GardenView>({ counters: startCounters(setup), wilted: false, layout });
  const [counters, setCounters] = useState(view.current.counters);
  const [toast, setToast] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);

  useEffect(() => {
    let frame = 0;
    const paint = (now: number) => {
      drawGarden(canvas.current!.getContext('2d')!, view.current, now);
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    return () => {
      cancelAnimationFrame(frame);
      clock.cancel();
    };
  }, [clock]);

  const show = (next: Omit<GardenView, 'layout'>) => {
    view.current = { ...next, layout };
    setCounters(next.counters);
  };

  useImperativeHandle(ref, () => ({
    reset() {
      clock.cancel();
      show({ counters: startCounters(setup), wilted: false });
      setLog([]);
      setToast(null);
    },
    async run(program, highlight) {
      const run = clock.start();
      const result = flowerDefence.runProgram(setup, program, undefined, consoleWarnings('FlowerDefence'));
      show({ counters: startCounters(setup), wilted: false });
      setLog([]);
      for (const step of result.steps) {
        if (!clock.isCurrent(run)) break;
        highlight(step.actions.find((record) => record.blockId)?.blockId ?? null);
        if (step.kind === 'start') {
          setToast(step.message);
          show({ counters: step.counters, wilted: false });
          // Spec 9: a toast stays 2000 ms.
          await clock.wait(run, TOAST_DURATION_MS);
          setToast(null);
          continue;
        }
        const lost = step.kind === 'end' && !result.success;
        show({ counters: step.counters, event: step.kind === 'event' ? step.event : undefined, wilted: lost || (step.kind === 'event' && step.counters.flowers === 0) });
        setLog((lines) => [...lines, stepLine(step)]);
        if (step.kind === 'event') await clock.wait(run, step.delayMs);
      }
      return { success: result.success, message: result.failureMessage };
    },
  }));

  return (
    <div className="flower-game">
      <dl className="flower-counters">
        {(
          [
            [F.coins, counters.coins, 'coins'],
            [F.flowers, counters.flowers, 'flowers'],
            [F.water, counters.water, 'water'],
            [F.protection, counters.protection, 'protection'],
          ] as const
        ).map(([label, value, kind]) => (
          <div key={kind} className={`flower-counter flower-counter--${kind}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flower-stage">
        <canvas ref={canvas} className="game-canvas" width={480} height={340} data-testid="flower-canvas" />
        {toast && (
          <div className="flower-toast" role="status">
            {toast}
          </div>
        )}
      </div>
      {log.length > 0 && (
        <ol className="game-log">
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
