import { command, program, repeat, whileLoop } from '../program/builders';
import { TURTLE_BLOCKS as T } from './blocks';
import { createBaseCheck, runProgram } from './runTurtle';
import { TURTLE_CONSTANTS } from './constants';

const forward = (DISTANCE: number) => command(T.forward, { DISTANCE });
const right = (ANGLE: number) => command(T.turnRight, { ANGLE });
const left = (ANGLE: number) => command(T.turnLeft, { ANGLE });
const squareRight = program([repeat(4, [forward(100), right(90)])]);

describe('turtle runProgram', () => {
  const config = { baseCheck: createBaseCheck({}, squareRight) };

  it('passes the reference figure drawn in another order and direction', () => {
    // The same square, anticlockwise from the same corner.
    const anticlockwise = program([right(90), forward(100), repeat(3, [left(90), forward(100)])]);
    const result = runProgram(config, anticlockwise);
    expect(result).toMatchObject({ success: true, comparison: { differingPixels: 0 } });
    // The same square started from the opposite corner, with goto.
    const viaGoto = program([command(T.penUp), command(T.goto, { X: 100, Y: 100 }), command(T.penDown), command(T.turnLeft, { ANGLE: 90 }), repeat(4, [forward(100), left(90)])]);
    expect(runProgram(config, viaGoto).success).toBe(true);
  });

  it('fails a different figure', () => {
    const triangle = program([repeat(3, [forward(100), right(120)])]);
    expect(runProgram(config, triangle)).toMatchObject({ success: false, failureMessage: 'Рисунок не совпадает с образцом.' });
  });

  it('fails an empty drawing', () => {
    expect(runProgram(config, program([command(T.penUp), forward(100)]))).toMatchObject({ success: false, failureMessage: 'Черепашка ничего не нарисовала.' });
  });

  it('fails without a reference, and returns the drawing to store as one', () => {
    const result = runProgram({}, squareRight);
    expect(result).toMatchObject({ success: false, failureMessage: 'У задания нет образца рисунка для проверки.' });
    expect(result.drawing).toBe(config.baseCheck);
    expect(runProgram({ baseCheck: 'data:image/png;base64,AAAA' }, squareRight).failureMessage).toBe('У задания нет образца рисунка для проверки.');
  });

  it('fails an endless program', () => {
    const result = runProgram(config, program([whileLoop({ kind: 'const', value: true }, [right(1)])]));
    expect(result.failureMessage).toBe('Программа выполняется слишком долго. Проверь циклы.');
  });

  it('uses the maze unit and the start position of the config', () => {
    const maze = { background: 'maze2', start: { x: -2, y: 0, angle: 90 } };
    const result = runProgram({ ...maze, baseCheck: createBaseCheck(maze, program([forward(4)])) }, program([forward(4)]));
    expect(result.success).toBe(true);
    expect(result.moves[0]).toMatchObject({ from: { x: 240, y: 300 }, to: { x: 360, y: 300 }, durationMs: 20 });
  });

  it('returns plain serialisable data', () => {
    const result = runProgram(config, squareRight);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(TURTLE_CONSTANTS).toMatchObject({ canvasSize: 600, msPerUnit: 5, gotoSteps: 100, gotoStepMs: 5, defaultPenWidth: 5 });
  });
});
