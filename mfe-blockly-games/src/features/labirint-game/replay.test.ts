import { labirint } from '@school/game-engines';
import { actionMessage, applyAction, firstFrame, msUntilStep } from './replay';

describe('labirint replay', () => {
  const level = labirint.LABIRINT_LEVELS[0];

  it('replays the logged actions to the exit, like the engine did', () => {
    const result = labirint.runProgram(level.config, level.solution);
    let frame = firstFrame(result.initialState!);
    for (const action of result.steps) frame = applyAction(frame, action);
    expect(frame.state.grid[frame.state.robot.y][frame.state.robot.x]).toBe(labirint.CELL.exit);
    expect(frame.angle % 360).toBe(180);
    expect(result.steps.map(actionMessage)).toEqual(['Шаг вперёд', 'Шаг вперёд', 'Поворот: вниз', 'Шаг вперёд', 'Шаг вперёд']);
  });

  it('keeps the robot in place on a blocked move and never mutates the previous frame', () => {
    const result = labirint.runProgram(level.config, level.wrongSolution);
    const start = firstFrame(result.initialState!);
    const blocked = result.steps.find((action) => action.kind === 'move' && action.blocked)!;
    expect(actionMessage(blocked)).toBe('Путь закрыт!');
    const before = JSON.stringify(start);
    const after = applyAction(start, blocked);
    expect(after.state.robot).toEqual(start.state.robot);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('starts every step on a 300 ms grid from the first, whatever the timer delays were', () => {
    expect(msUntilStep(1000, 1, 1000)).toBe(300);
    // Step 3 is due at 1900 even if step 2 started late, at 1640.
    expect(msUntilStep(1000, 3, 1640)).toBe(260);
    expect(msUntilStep(1000, 2, 1700)).toBe(0);
  });
});
