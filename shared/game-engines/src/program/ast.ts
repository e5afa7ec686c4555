/**
 * Game-independent program tree. Built from Blockly's JSON (see workspaceToProgram) or by hand
 * (see builders). `id` is the Blockly block id, used by the UI to highlight the running block.
 */
export type ArgValue = number | string | boolean;
export type Args = Readonly<Record<string, ArgValue>>;

/** A game action: the block type is the name; fields and constant value inputs are the args. */
export interface CommandStatement {
  kind: 'command';
  id?: string;
  name: string;
  args: Args;
  /** Statements of a container block (e.g. a mix group), run between the host's begin and end calls. */
  body?: Statement[];
}

export interface RepeatStatement {
  kind: 'repeat';
  id?: string;
  times: number;
  body: Statement[];
}

export interface WhileStatement {
  kind: 'while';
  id?: string;
  /** 'while' runs the body while the condition holds, 'until' while it does not. */
  mode: 'while' | 'until';
  condition: Condition;
  body: Statement[];
}

export interface IfStatement {
  kind: 'if';
  id?: string;
  /** if / else-if branches; the first whose condition holds runs. */
  branches: { condition: Condition; body: Statement[] }[];
  elseBody: Statement[];
}

export interface CallStatement {
  kind: 'call';
  id?: string;
  name: string;
}

export type Statement = CommandStatement | RepeatStatement | WhileStatement | IfStatement | CallStatement;

/** A game question (path ahead? has a red key?): answered by the game, never by the interpreter. */
export interface SensorCondition {
  kind: 'sensor';
  id?: string;
  name: string;
  args: Args;
}

export type Condition =
  | { kind: 'const'; value: boolean }
  | { kind: 'not'; operand: Condition }
  | { kind: 'and' | 'or'; left: Condition; right: Condition }
  | SensorCondition;

export interface Program {
  main: Statement[];
  /** Procedures without parameters, by name. */
  procedures: Record<string, Statement[]>;
  /** True when main came from a start block ('При запуске'); some games require one. */
  hasStartBlock: boolean;
}
