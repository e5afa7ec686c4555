/**
 * Game engine benchmark: `npx tsx bench/games.ts`.
 * Measures what the server does when it re-checks a submission: 20 Labirint simulations of a
 * 200-step program, and one 600x600 turtle drawing comparison. Each figure is the median of
 * several timed runs after a few warm-up runs.
 */
import { performance } from 'node:perf_hooks';
import { command, program, repeat } from '@school/game-engines/src/program/builders';
import { LABIRINT_BLOCKS } from '@school/game-engines/src/labirint/blocks';
import { runProgram as runLabirint, simulateLabirint } from '@school/game-engines/src/labirint/runLabirint';
import { deriveSeed } from '@school/game-engines/src/common/random';
import { TURTLE_BLOCKS } from '@school/game-engines/src/turtle/blocks';
import { runProgram as runTurtle, createBaseCheck } from '@school/game-engines/src/turtle/runTurtle';
import { buildTimeline } from '@school/game-engines/src/turtle/turtleInterpreter';
import { allStrokes } from '@school/game-engines/src/turtle/timeline';
import { rasterise } from '@school/game-engines/src/turtle/rasteriser';
import { compareDrawings } from '@school/game-engines/src/turtle/drawingComparison';

const WARM_UP = 20;
const RUNS = 25;

function median(label: string, work: () => unknown): number {
  for (let i = 0; i < WARM_UP; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = times[Math.floor(times.length / 2)];
  console.log(`${label.padEnd(62)} ${middle.toFixed(3).padStart(9)} ms (median of ${RUNS})`);
  return middle;
}

// Labirint: a 10x10 walled maze with random cells; 198 moves back and forth, then 2 to the exit.
const map: (number | string)[][] = Array.from({ length: 10 }, (_, y) =>
  Array.from({ length: 10 }, (_, x) => (x === 0 || y === 0 || x === 9 || y === 9 ? 12 : y === 7 ? '1OR9OR11' : 1)),
);
map[1][1] = 2;
map[2][2] = 13;
map[2][1] = 12;
const move = (DIRECTION: string) => command(LABIRINT_BLOCKS.move, { DIRECTION });
const pairs = [move('right'), move('left')];
const labirintProgram = program([repeat(9, [repeat(10, pairs)]), repeat(9, pairs), move('right'), move('down')]);
const probe = runLabirint({ map }, labirintProgram);
if (!probe.success || probe.steps.filter((step) => step.kind === 'move').length !== 200) throw new Error('Labirint bench program is wrong');

console.log(`Game engines, Node ${process.version}`);
median('Labirint: 20 simulations of a 200-step program', () => {
  for (let run = 0; run < 20; run++) simulateLabirint({ map }, labirintProgram, deriveSeed(1, run));
});
median('Labirint: runProgram (20 simulations + the shown run)', () => runLabirint({ map }, labirintProgram));

// Turtle: a star of 36 rays against its reference.
const star = program([repeat(36, [command(TURTLE_BLOCKS.forward, { DISTANCE: 250 }), command(TURTLE_BLOCKS.turnRight, { ANGLE: 170 })])]);
const config = { start: { x: -120, y: 20, angle: 90 }, baseCheck: createBaseCheck({ start: { x: -120, y: 20, angle: 90 } }, star) };
const drawing = rasterise(allStrokes(buildTimeline(star, { unitSize: 1, start: config.start }).timeline));
const reference = rasterise(allStrokes(buildTimeline(star, { unitSize: 1, start: config.start }).timeline));
if (!compareDrawings(drawing, reference).passed || !runTurtle(config, star).success) throw new Error('Turtle bench drawing is wrong');

median('Turtle: one 600x600 comparison (compareDrawings)', () => compareDrawings(drawing, reference));
median('Turtle: rasterise 36 strokes into 600x600', () => rasterise(allStrokes(buildTimeline(star, { unitSize: 1 }).timeline)));
median('Turtle: runProgram (draw, rasterise, decode baseCheck, compare)', () => runTurtle(config, star));
