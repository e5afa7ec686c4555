import { GRID_DIRECTIONS, directionDegrees, neighbours, stepInDirection, type GridDirection, type GridPoint } from '../common/gridDirection';
import type { CommandStatement, SensorCondition } from '../program/ast';
import { choiceArg, stringArg } from '../program/args';
import { unknownBlockWarning } from '../program/executionMessages';
import type { CommandOutcome, ProgramHost } from '../program/interpreter';
import { LABIRINT_TEXTS } from '../texts';
import type { LabirintAction } from './actionLog';
import { LABIRINT_BLOCKS, LABIRINT_SENSORS } from './blocks';
import { CELL, ITEM_NAMES, doorColour, isPickable, isWalkable, keyColour } from './cellCodes';
import { cellAt, type LabirintState } from './labirintState';

export type LabirintOutcome = { status: 'playing' } | { status: 'won' } | { status: 'failed'; message: string };

/** Applies the robot's commands to the maze and records the action log. */
export class LabirintHost implements ProgramHost {
  log: LabirintAction[] = [];
  outcome: LabirintOutcome = { status: 'playing' };
  readonly warnings: string[] = [];

  constructor(readonly state: LabirintState) {}

  runCommand(command: CommandStatement): CommandOutcome {
    const blockId = command.id;
    switch (command.name) {
      case LABIRINT_BLOCKS.move:
        return this.move(this.faceArg(command), blockId);
      case LABIRINT_BLOCKS.push:
        return this.push(this.faceArg(command), blockId);
      case LABIRINT_BLOCKS.pick:
        return this.pick(blockId);
      case LABIRINT_BLOCKS.openDoor:
        return this.openDoor(blockId);
      case LABIRINT_BLOCKS.setBomb:
        return this.setBomb(blockId);
      default:
        this.warnings.push(unknownBlockWarning(command.name));
        return 'continue';
    }
  }

  evaluateSensor(sensor: SensorCondition): boolean {
    switch (sensor.name) {
      case LABIRINT_SENSORS.isFree:
        return this.canEnter(stepInDirection(this.state.robot, choiceArg(sensor.args, 'DIRECTION', GRID_DIRECTIONS) ?? this.state.heading));
      case LABIRINT_SENSORS.hasItem:
        return this.state.item !== null && ITEM_NAMES[stringArg(sensor.args, 'ITEM', '')] === this.state.item;
      default:
        this.warnings.push(unknownBlockWarning(sensor.name));
        return false;
    }
  }

  /** Turns the robot to the command's DIRECTION (logging the turn) and returns it. */
  private faceArg(command: CommandStatement): GridDirection {
    const direction = choiceArg(command.args, 'DIRECTION', GRID_DIRECTIONS) ?? this.state.heading;
    const angle = directionDegrees(direction);
    const turn = (angle - directionDegrees(this.state.heading) + 360) % 360;
    if (turn !== 0) {
      this.state.heading = direction;
      this.log.push({ kind: 'turn', blockId: command.id, degrees: turn > 180 ? turn - 360 : turn, heading: direction, angle });
    }
    return direction;
  }

  private move(direction: GridDirection, blockId: string | undefined): CommandOutcome {
    const from = this.state.robot;
    const to = stepInDirection(from, direction);
    const blocked = !this.canEnter(to);
    this.log.push({ kind: 'move', blockId, from, to: blocked ? from : to, blocked });
    if (blocked) return 'continue';
    this.state.robot = to;
    return cellAt(this.state, to) === CELL.exit ? this.win() : 'continue';
  }

  /** The stone moves one cell, only onto floor; the robot follows into its place. */
  private push(direction: GridDirection, blockId: string | undefined): CommandOutcome {
    const stoneFrom = stepInDirection(this.state.robot, direction);
    const stoneTo = stepInDirection(stoneFrom, direction);
    const blocked = cellAt(this.state, stoneFrom) !== CELL.stone || cellAt(this.state, stoneTo) !== CELL.floor;
    if (!blocked) {
      this.state.grid[stoneFrom.y][stoneFrom.x] = CELL.floor;
      this.state.grid[stoneTo.y][stoneTo.x] = CELL.stone;
      this.state.robot = stoneFrom;
    }
    this.log.push({ kind: 'push', blockId, robotTo: this.state.robot, stoneFrom, stoneTo, blocked });
    return 'continue';
  }

  /** Picking up replaces what the robot carried: it has one hand. */
  private pick(blockId: string | undefined): CommandOutcome {
    const cell = this.state.robot;
    const code = this.currentCell();
    if (!isPickable(code)) return this.fail(LABIRINT_TEXTS.nothingToPick);
    this.state.item = code;
    this.state.grid[cell.y][cell.x] = CELL.floor;
    this.log.push({ kind: 'action', blockId, action: 'pick', cell, item: code });
    return 'continue';
  }

  private openDoor(blockId: string | undefined): CommandOutcome {
    const cell = this.state.robot;
    const colour = doorColour(this.currentCell());
    if (!colour) return this.fail(LABIRINT_TEXTS.noDoorHere);
    if (keyColour(this.state.item) !== colour) return this.fail(LABIRINT_TEXTS.wrongKey);
    this.log.push({ kind: 'action', blockId, action: 'open_door', cell, item: this.state.item });
    return this.win();
  }

  private setBomb(blockId: string | undefined): CommandOutcome {
    if (this.state.item !== CELL.bomb) return this.fail(LABIRINT_TEXTS.noBomb);
    const removedMonsters = neighbours(this.state.robot).filter((point) => cellAt(this.state, point) === CELL.monster);
    for (const point of removedMonsters) this.state.grid[point.y][point.x] = CELL.floor;
    this.state.item = null;
    this.log.push({ kind: 'action', blockId, action: 'set_bomb', cell: this.state.robot, item: null, removedMonsters });
    return 'continue';
  }

  /** Inside the map (the edge blocks too) and not void, wall, stone or monster. */
  private canEnter(point: GridPoint): boolean {
    const code = cellAt(this.state, point);
    return code !== undefined && isWalkable(code);
  }

  /** The code under the robot (its start cell reads as floor). */
  private currentCell(): number {
    return cellAt(this.state, this.state.robot) ?? CELL.void;
  }

  private win(): CommandOutcome {
    this.outcome = { status: 'won' };
    return 'stop';
  }

  /** Spec 4.3: a wrong action clears the log, so the replay shows nothing. */
  private fail(message: string): CommandOutcome {
    this.log = [];
    this.outcome = { status: 'failed', message };
    return 'stop';
  }
}
