import type { ArgValue, Condition, Program, SensorCondition, Statement } from './ast';

/** Compact constructors for hand-written programs (demo levels, tests, server fixtures). */
export function program(main: Statement[], options: { hasStartBlock?: boolean; procedures?: Record<string, Statement[]> } = {}): Program {
  return { main, procedures: options.procedures ?? {}, hasStartBlock: options.hasStartBlock ?? false };
}

export function command(name: string, args: Record<string, ArgValue> = {}, body?: Statement[]): Statement {
  return body ? { kind: 'command', name, args, body } : { kind: 'command', name, args };
}

export function repeat(times: number, body: Statement[]): Statement {
  return { kind: 'repeat', times, body };
}

export function whileLoop(condition: Condition, body: Statement[]): Statement {
  return { kind: 'while', mode: 'while', condition, body };
}

export function untilLoop(condition: Condition, body: Statement[]): Statement {
  return { kind: 'while', mode: 'until', condition, body };
}

export function ifElse(condition: Condition, then: Statement[], otherwise: Statement[] = []): Statement {
  return { kind: 'if', branches: [{ condition, body: then }], elseBody: otherwise };
}

export function call(name: string): Statement {
  return { kind: 'call', name };
}

export function sensor(name: string, args: Record<string, ArgValue> = {}): SensorCondition {
  return { kind: 'sensor', name, args };
}

export function not(operand: Condition): Condition {
  return { kind: 'not', operand };
}
