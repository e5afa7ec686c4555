import type { Statement } from '../program/ast';
import { command, program, repeat } from '../program/builders';
import { TURTLE_BLOCKS as T } from './blocks';
import { allStrokes, strokesAt, turtleStateAt } from './timeline';
import { buildTimeline } from './turtleInterpreter';
import { MAX_WRAP_PIECES, splitMotion } from './wrappedMotion';
import { parseColour } from './colour';

const draw = (main: Statement[], unitSize = 1) => buildTimeline(program(main), { unitSize });
const forward = (DISTANCE: number) => command(T.forward, { DISTANCE });

describe('turtle state and commands', () => {
  it('starts at the centre facing up, pen down, width 5, visible, no wrap, triangle, black', () => {
    expect(draw([]).timeline.initialState).toEqual({
      position: { x: 300, y: 300 },
      angle: 0,
      penDown: true,
      width: 5,
      visible: true,
      wrap: false,
      shape: 'triangle',
      colour: { r: 0, g: 0, b: 0, a: 1 },
    });
  });

  it('moves forward 1 unit every 5 ms and backward the other way', () => {
    const { timeline } = draw([forward(100), command(T.backward, { DISTANCE: 40 })]);
    expect(timeline.moves.map(({ from, to, startMs, durationMs }) => ({ from, to, startMs, durationMs }))).toEqual([
      { from: { x: 300, y: 300 }, to: { x: 300, y: 200 }, startMs: 0, durationMs: 500 },
      { from: { x: 300, y: 200 }, to: { x: 300, y: 240 }, startMs: 500, durationMs: 200 },
    ]);
    expect(timeline.totalMs).toBe(700);
  });

  it('turns clockwise to the right and anticlockwise to the left, in 0-360', () => {
    const { timeline } = draw([command(T.turnRight, { ANGLE: 90 }), forward(10), command(T.turnLeft, { ANGLE: 180 }), forward(10)]);
    expect(timeline.moves.map((move) => move.to)).toEqual([{ x: 310, y: 300 }, { x: 300, y: 300 }]);
    expect(timeline.steps.map((step) => step.state.angle)).toEqual([90, 90, 270, 270]);
  });

  it('goes to turtle coordinates (centre origin, y up) in 100 steps of 5 ms', () => {
    const { timeline } = draw([command(T.goto, { X: 100, Y: 50 })]);
    expect(timeline.moves[0]).toMatchObject({ to: { x: 400, y: 250 }, durationMs: 500 });
  });

  it('on a maze background a unit is 1/20 of the canvas, still 5 ms', () => {
    const { timeline } = draw([forward(2), command(T.goto, { X: 1, Y: 1 })], 30);
    expect(timeline.moves[0]).toMatchObject({ to: { x: 300, y: 240 }, durationMs: 10 });
    expect(timeline.moves[1].to).toEqual({ x: 330, y: 270 });
  });

  it('draws only with the pen down and a width above 0', () => {
    const { timeline } = draw([command(T.penUp), forward(10), command(T.penDown), forward(10), command(T.width, { WIDTH: 0 }), forward(10)]);
    expect(timeline.moves.map((move) => move.draws)).toEqual([false, true, false]);
    expect(allStrokes(timeline)).toHaveLength(1);
  });

  it('sets width, colour, visibility, wrap and shape', () => {
    const { timeline, warnings } = draw([
      command(T.width, { WIDTH: 9 }),
      command(T.colour, { COLOUR: 'rgba(255, 0, 0, 0.5)' }),
      command(T.colour, { COLOUR: 'sparkly' }),
      command(T.hide),
      command(T.wrap, { WRAP: 'TRUE' }),
      command(T.shape, { SHAPE: 'turtle' }),
      command(T.shape, { SHAPE: 'hexagon' }),
    ]);
    expect(timeline.steps.at(-1)?.state).toMatchObject({ width: 9, colour: { r: 255, g: 0, b: 0, a: 0.5 }, visible: false, wrap: true, shape: 'turtle' });
    expect(warnings).toEqual(['Colour "sparkly" not understood, skipped']);
    expect(draw([command(T.hide), command(T.show), command(T.wrap, { WRAP: 'off' })]).timeline.steps.at(-1)?.state).toMatchObject({ visible: true, wrap: false });
  });

  it('records a step per command with its block id, and warns on unknown blocks', () => {
    const { timeline, warnings } = buildTimeline(
      { main: [{ kind: 'command', id: 'f1', name: T.forward, args: { DISTANCE: 10 } }, { kind: 'command', name: 'turtle_fly', args: {} }], procedures: {}, hasStartBlock: false },
      { unitSize: 1 },
    );
    expect(timeline.steps).toEqual([expect.objectContaining({ atMs: 50, blockId: 'f1', command: T.forward })]);
    expect(timeline.moves[0].blockId).toBe('f1');
    expect(warnings).toEqual(['Unknown block "turtle_fly" skipped']);
  });

  it('has no limit on loop or move numbers', () => {
    const { timeline, end } = draw([repeat(2000, [forward(1)]), forward(100000)]);
    expect(end).toBe('completed');
    expect(timeline.totalMs).toBe(2000 * 5 + 100000 * 5);
  });
});

describe('turtle wrap', () => {
  it('re-enters from the opposite edge with wrap on', () => {
    const { timeline } = draw([command(T.wrap, { WRAP: 'on' }), forward(400)]);
    expect(timeline.moves.map(({ from, to }) => [from, to])).toEqual([
      [{ x: 300, y: 300 }, { x: 300, y: 0 }],
      [{ x: 300, y: 600 }, { x: 300, y: 500 }],
    ]);
    expect(timeline.moves.map((move) => move.durationMs)).toEqual([1500, 500]);
  });

  it('leaves the canvas with wrap off', () => {
    const { timeline } = draw([forward(400)]);
    expect(timeline.moves).toEqual([expect.objectContaining({ to: { x: 300, y: -100 } })]);
  });

  it('wraps diagonally through a corner and cuts endless wrapping short', () => {
    const corner = splitMotion({ x: 500, y: 100 }, { x: 200, y: -200 }, true, 600);
    expect(corner.pieces).toEqual([
      { from: { x: 500, y: 100 }, to: { x: 600, y: 0 } },
      { from: { x: 0, y: 600 }, to: { x: 100, y: 500 } },
    ]);
    const long = splitMotion({ x: 300, y: 300 }, { x: 0, y: 600 * MAX_WRAP_PIECES * 2 }, true, 600);
    expect(long.pieces).toHaveLength(MAX_WRAP_PIECES);
    expect(long.end).toEqual({ x: 300, y: 300 });
  });
});

describe('turtle playback', () => {
  const { timeline } = draw([forward(100), command(T.turnRight, { ANGLE: 90 }), forward(100)]);

  it('gives the sprite state at any time', () => {
    expect(turtleStateAt(timeline, 250)).toMatchObject({ position: { x: 300, y: 250 }, angle: 0 });
    expect(turtleStateAt(timeline, 750)).toMatchObject({ position: { x: 350, y: 200 }, angle: 90 });
    expect(turtleStateAt(timeline, 5000).position).toEqual({ x: 400, y: 200 });
  });

  it('gives the lines drawn so far, the current one cut where the turtle is', () => {
    expect(strokesAt(timeline, 0)).toEqual([]);
    expect(strokesAt(timeline, 250)).toEqual([expect.objectContaining({ from: { x: 300, y: 300 }, to: { x: 300, y: 250 } })]);
    expect(strokesAt(timeline, 1000)).toEqual(allStrokes(timeline));
  });
});

describe('colours', () => {
  it('reads hex and rgb(a) colours and rejects others', () => {
    expect(parseColour('#f00')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('#00FF0080')).toEqual({ r: 0, g: 255, b: 0, a: 128 / 255 });
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour('rgba(300,2,3,2)')).toEqual({ r: 255, g: 2, b: 3, a: 1 });
    expect(parseColour('red')).toBeNull();
  });
});
