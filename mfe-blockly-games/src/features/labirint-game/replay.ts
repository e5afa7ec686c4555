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
