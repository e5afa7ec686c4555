import { T } from '@school/contracts';
import { labirint } from '@school/game-engines';

const { CELL } = labirint;
type State = labirint.LabirintState;
type Action = labirint.LabirintAction;

/** The robot's look during a replay: the maze state plus its heading as an angle. */
export interface ReplayFrame {
  state: State;
  angle: number;
}

const { animationTicks, animationTickMs, replayStepMs } = labirint.LABIRINT_CONSTANTS;

/**
 * Spec 9 'animations 64 ticks at 30 ms': the maze is redrawn on a 30 ms tick, never in between.
 * Sprite animations (monsters, exit, keys, the robot's lamp) loop over 64 ticks (1.92 s); the
 * robot's walk or turn of one step advances tick by tick over MOVE_TICKS of the step's 10 ticks,
 * then it rests until the next 300 ms step.
 */
export const TICKS_PER_STEP = replayStepMs / animationTickMs;
export const MOVE_TICKS = 7;

/** The tick number at `now` of a clock started at `startedAt` (one tick per 30 ms). */
export function tickAt(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / animationTickMs));
}

/** Where the looping sprite animations are at `tick`: 0 (inclusive) to 1 (exclusive), 64 ticks a loop. */
export function cyclePhase(tick: number): number {
  return (((tick % animationTicks) + animationTicks) % animationTicks) / animationTicks;
}

/** The robot's pose `ticksIntoStep` ticks after a step from `from` to `to` began. */
export function poseAt(from: ReplayFrame, to: ReplayFrame, ticksIntoStep: number): { robot: { x: number; y: number }; angle: number } {
  const t = Math.min(1, Math.max(0, ticksIntoStep) / MOVE_TICKS);
  const a = from.state.robot;
  const b = to.state.robot;
  return { robot: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, angle: from.angle + (to.angle - from.angle) * t };
}

/** Time left until replay step `index` starts (step 0 at `startedAt`, then one per 300 ms; spec 4.3, 9). */
export function msUntilStep(startedAt: number, index: number, now: number): number {
  return Math.max(0, startedAt + index * labirint.LABIRINT_CONSTANTS.replayStepMs - now);
}

const ANGLES = { up: 0, right: 90, down: 180, left: 270 } as const;

export function firstFrame(state: State): ReplayFrame {
  return { state: labirint.cloneLabirintState(state), angle: ANGLES[state.heading] };
}

/** Applies one logged action to a copy of the frame (spec 4.3 replay). */
export function applyAction(frame: ReplayFrame, action: Action): ReplayFrame {
  const state = labirint.cloneLabirintState(frame.state);
  let angle = frame.angle;
  switch (action.kind) {
    case 'turn':
      angle = frame.angle + action.degrees;
      state.heading = action.heading;
      break;
    case 'move':
      if (!action.blocked) state.robot = { ...action.to };
      break;
    case 'push':
      if (!action.blocked) {
        state.grid[action.stoneFrom.y][action.stoneFrom.x] = CELL.floor;
        state.grid[action.stoneTo.y][action.stoneTo.x] = CELL.stone;
        state.robot = { ...action.robotTo };
      }
      break;
    case 'action':
      state.item = action.item;
      if (action.action === 'pick') state.grid[action.cell.y][action.cell.x] = CELL.floor;
      if (action.action === 'open_door') state.grid[action.cell.y][action.cell.x] = CELL.floor;
      for (const cell of action.removedMonsters ?? []) state.grid[cell.y][cell.x] = CELL.floor;
      break;
  }
  return { state, angle };
}

/** The step log line of an action. */
export function actionMessage(action: Action): string {
  const L = T.blockly.labirint;
  switch (action.kind) {
    case 'turn':
      return L.turn(action.angle);
    case 'move':
      return action.blocked ? L.blocked : L.move;
    case 'push':
      return action.blocked ? L.blocked : L.push;
    case 'action':
      return action.action === 'pick' ? L.pick : action.action === 'open_door' ? L.openDoor : L.setBomb;
  }
}
