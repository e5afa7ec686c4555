import type { CommandStatement, Program } from '../program/ast';
import { booleanArg, choiceArg, numberArg, stringArg } from '../program/args';
import { unknownBlockWarning } from '../program/executionMessages';
import { runToEnd, type CommandOutcome, type ExecutionEnd, type ProgramHost } from '../program/interpreter';
import { TURTLE_BLOCKS } from './blocks';
import { parseColour } from './colour';
import { TURTLE_CONSTANTS } from './constants';
import type { TurtleMove, TurtleTimeline } from './timeline';
import {
  TURTLE_SHAPES,
  createTurtleState,
  normaliseAngle,
  snap,
  toCanvasPoint,
  type CanvasPoint,
  type TurtlePlacement,
  type TurtleState,
} from './turtleState';
import { splitMotion } from './wrappedMotion';

export interface TurtleSetup {
  /** Pixels per unit: 1, or a maze cell (see unitSizeFor). */
  unitSize: number;
  start?: TurtlePlacement;
}

/** Runs a program and records what the turtle does, with the times the UI animates at. */
export function buildTimeline(program: Program, setup: TurtleSetup): { timeline: TurtleTimeline; end: ExecutionEnd; warnings: string[] } {
  const host = new TurtleHost(setup);
  const end = runToEnd(program, host);
  return { timeline: host.timeline(), end, warnings: host.warnings };
}

class TurtleHost implements ProgramHost {
  readonly warnings: string[] = [];
  private readonly initialState: TurtleState;
  private state: TurtleState;
  private clockMs = 0;
  private readonly steps: TurtleTimeline['steps'] = [];
  private readonly moves: TurtleMove[] = [];

  constructor(private readonly setup: TurtleSetup) {
    this.initialState = createTurtleState(setup.start, setup.unitSize);
    this.state = this.initialState;
  }

  timeline(): TurtleTimeline {
    return { initialState: this.initialState, steps: this.steps, moves: this.moves, totalMs: this.clockMs };
  }

  evaluateSensor(): boolean {
    return false;
  }

  runCommand(command: CommandStatement): CommandOutcome {
    const { args } = command;
    const unit = this.setup.unitSize;
    switch (command.name) {
      case TURTLE_BLOCKS.forward:
      case TURTLE_BLOCKS.backward: {
        const distance = numberArg(args, 'DISTANCE', 0) * (command.name === TURTLE_BLOCKS.backward ? -1 : 1);
        const radians = (this.state.angle * Math.PI) / 180;
        this.move(command, { x: Math.sin(radians) * distance * unit, y: -Math.cos(radians) * distance * unit }, Math.abs(distance) * TURTLE_CONSTANTS.msPerUnit);
        break;
      }
      case TURTLE_BLOCKS.goto: {
        const target = toCanvasPoint(numberArg(args, 'X', 0), numberArg(args, 'Y', 0), unit);
        const { position } = this.state;
        this.move(command, { x: target.x - position.x, y: target.y - position.y }, TURTLE_CONSTANTS.gotoSteps * TURTLE_CONSTANTS.gotoStepMs);
        break;
      }
      case TURTLE_BLOCKS.turnRight:
      case TURTLE_BLOCKS.turnLeft: {
        const turn = numberArg(args, 'ANGLE', 0) * (command.name === TURTLE_BLOCKS.turnLeft ? -1 : 1);
        this.state = { ...this.state, angle: normaliseAngle(this.state.angle + turn) };
        break;
      }
      case TURTLE_BLOCKS.penUp:
      case TURTLE_BLOCKS.penDown:
        this.state = { ...this.state, penDown: command.name === TURTLE_BLOCKS.penDown };
        break;
      case TURTLE_BLOCKS.width:
        this.state = { ...this.state, width: Math.max(0, numberArg(args, 'WIDTH', this.state.width)) };
        break;
      case TURTLE_BLOCKS.colour: {
        const text = stringArg(args, 'COLOUR', '');
        const colour = parseColour(text);
        if (colour) this.state = { ...this.state, colour };
        else this.warnings.push(`Colour "${text}" not understood, skipped`);
        break;
      }
      case TURTLE_BLOCKS.show:
      case TURTLE_BLOCKS.hide:
        this.state = { ...this.state, visible: command.name === TURTLE_BLOCKS.show };
        break;
      case TURTLE_BLOCKS.wrap:
        this.state = { ...this.state, wrap: booleanArg(args, 'WRAP', true) };
        break;
      case TURTLE_BLOCKS.shape:
        this.state = { ...this.state, shape: choiceArg(args, 'SHAPE', TURTLE_SHAPES) ?? this.state.shape };
        break;
      default:
        this.warnings.push(unknownBlockWarning(command.name));
        return 'continue';
    }
    this.steps.push({ atMs: this.clockMs, blockId: command.id, command: command.name, state: this.state });
    return 'continue';
  }

  /** Moves in a straight line over `durationMs`, cut into wrap pieces timed by their length. */
  private move(command: CommandStatement, delta: CanvasPoint, durationMs: number): void {
    if (delta.x === 0 && delta.y === 0) return;
    const { pieces, end } = splitMotion(this.state.position, delta, this.state.wrap, TURTLE_CONSTANTS.canvasSize);
    const lengths = pieces.map(({ from, to }) => Math.hypot(to.x - from.x, to.y - from.y));
    const total = lengths.reduce((sum, length) => sum + length, 0) || 1;
    pieces.forEach((piece, index) => {
      const pieceMs = (durationMs * lengths[index]) / total;
      this.moves.push({
        ...piece,
        startMs: this.clockMs,
        durationMs: pieceMs,
        draws: this.state.penDown && this.state.width > 0,
        width: this.state.width,
        colour: this.state.colour,
        blockId: command.id,
      });
      this.clockMs += pieceMs;
    });
    this.clockMs = snap(this.clockMs);
    this.state = { ...this.state, position: end };
  }
}
