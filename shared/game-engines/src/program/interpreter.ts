import type { CommandStatement, Condition, Program, SensorCondition, Statement } from './ast';

/** 'stop' ends the whole program: a win, or a failure the game already recorded. */
export type CommandOutcome = 'continue' | 'stop';

/** The game side of execution: the interpreter owns control flow, the host owns the world. */
export interface ProgramHost {
  runCommand(command: CommandStatement): CommandOutcome;
  /** Called after the body of a container command has run. */
  finishCommand?(command: CommandStatement): CommandOutcome;
  evaluateSensor(sensor: SensorCondition): boolean;
}

export interface ExecutionLimits {
  /** Commands plus loop iterations; protects from endless loops. */
  maxSteps?: number;
  maxCallDepth?: number;
  /** Repeat counts are clamped into this range (the maze games' number field allows 0-10). */
  repeatRange?: { min: number; max: number };
}

export type ExecutionEnd = 'completed' | 'stopped' | 'step_limit' | 'call_depth_limit';

export const DEFAULT_MAX_STEPS = 100_000;
export const DEFAULT_MAX_CALL_DEPTH = 100;

/** Unwinds the generators to executeProgram's catch, which turns it into the end reason. */
class Halt extends Error {
  constructor(readonly reason: Exclude<ExecutionEnd, 'completed'>) {
    super(reason);
    this.name = 'Halt';
  }
}

/**
 * Runs a program and yields every command right after the host ran it, so a UI can step and
 * highlight block by block while a server simply drains it (runToEnd).
 */
export function* executeProgram(
  program: Program,
  host: ProgramHost,
  limits: ExecutionLimits = {},
): Generator<CommandStatement, ExecutionEnd, void> {
  const maxSteps = limits.maxSteps ?? DEFAULT_MAX_STEPS;
  const maxCallDepth = limits.maxCallDepth ?? DEFAULT_MAX_CALL_DEPTH;
  let steps = 0;

  const tick = () => {
    if (++steps > maxSteps) throw new Halt('step_limit');
  };

  const repeatCount = (times: number) => {
    const range = limits.repeatRange;
    const count = Math.max(0, Math.floor(times));
    return range ? Math.min(range.max, Math.max(range.min, count)) : count;
  };

  const evaluate = (condition: Condition): boolean => {
    switch (condition.kind) {
      case 'const':
        return condition.value;
      case 'not':
        return !evaluate(condition.operand);
      case 'and':
        return evaluate(condition.left) && evaluate(condition.right);
      case 'or':
        return evaluate(condition.left) || evaluate(condition.right);
      case 'sensor':
        return host.evaluateSensor(condition);
    }
  };

  function* runList(statements: readonly Statement[], depth: number): Generator<CommandStatement, void, void> {
    for (const statement of statements) yield* runOne(statement, depth);
  }

  function* runOne(statement: Statement, depth: number): Generator<CommandStatement, void, void> {
    switch (statement.kind) {
      case 'command': {
        tick();
        const outcome = host.runCommand(statement);
        yield statement;
        if (outcome === 'stop') throw new Halt('stopped');
        if (statement.body) {
          yield* runList(statement.body, depth);
          if (host.finishCommand?.(statement) === 'stop') throw new Halt('stopped');
        }
        return;
      }
      case 'repeat':
        for (let i = repeatCount(statement.times); i > 0; i--) {
          tick();
          yield* runList(statement.body, depth);
        }
        return;
      case 'while':
        while (evaluate(statement.condition) === (statement.mode === 'while')) {
          tick();
          yield* runList(statement.body, depth);
        }
        return;
      case 'if': {
        const branch = statement.branches.find((candidate) => evaluate(candidate.condition));
        yield* runList(branch ? branch.body : statement.elseBody, depth);
        return;
      }
      case 'call': {
        const body = program.procedures[statement.name];
        if (!body) return;
        if (depth >= maxCallDepth) throw new Halt('call_depth_limit');
        tick();
        yield* runList(body, depth + 1);
        return;
      }
    }
  }

  try {
    yield* runList(program.main, 0);
    return 'completed';
  } catch (error) {
    if (error instanceof Halt) return error.reason;
    throw error;
  }
}

/** Runs a program to its end without pausing. */
export function runToEnd(program: Program, host: ProgramHost, limits?: ExecutionLimits): ExecutionEnd {
  const execution = executeProgram(program, host, limits);
  for (;;) {
    const next = execution.next();
    if (next.done) return next.value;
  }
}
