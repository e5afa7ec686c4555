import { labirint } from '@school/game-engines';
import { actionMessage, applyAction, cyclePhase, firstFrame, MOVE_TICKS, msUntilStep, poseAt, tickAt, TICKS_PER_STEP } from './replay';

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

  it('draws on 30 ms ticks: 10 ticks a step, sprite loops of 64 ticks (spec 9)', () => {
    expect(TICKS_PER_STEP).toBe(10);
    expect(tickAt(1000, 1029)).toBe(0);
    expect(tickAt(1000, 1030)).toBe(1);
    expect(tickAt(1000, 1000 + 64 * 30)).toBe(64);
    expect(cyclePhase(0)).toBe(0);
    expect(cyclePhase(32)).toBe(0.5);
    expect(cyclePhase(64)).toBe(0);
    expect(cyclePhase(64 + 16)).toBe(0.25);
  });

  it('walks and turns tick by tick within the step, then rests on the next cell', () => {
    const result = labirint.runProgram(level.config, level.solution);
    const from = firstFrame(result.initialState!);
    const to = applyAction(from, result.steps[0]);
    expect(to.state.robot).not.toEqual(from.state.robot);
    expect(poseAt(from, to, 0).robot).toEqual(from.state.robot);
    const half = poseAt(from, to, MOVE_TICKS / 2).robot;
    expect(half.x).toBeCloseTo((from.state.robot.x + to.state.robot.x) / 2);
    expect(half.y).toBeCloseTo((from.state.robot.y + to.state.robot.y) / 2);
    expect(poseAt(from, to, MOVE_TICKS)).toEqual({ robot: to.state.robot, angle: to.angle });
    expect(poseAt(from, to, TICKS_PER_STEP - 1)).toEqual({ robot: to.state.robot, angle: to.angle });
    const turn = result.steps.find((action) => action.kind === 'turn')!;
    const turned = applyAction(from, turn);
    expect(poseAt(from, turned, MOVE_TICKS / 2).angle).toBeCloseTo(from.angle + (turned.angle - from.angle) / 2);
  });
});
