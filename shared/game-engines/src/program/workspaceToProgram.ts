import type { ArgValue, Args, Condition, Program, Statement } from './ast';
import {
  connectedBlock,
  isDisabled,
  topBlocks,
  type BlockJson,
  type InputJson,
  type WorkspaceJson,
} from './blocklyJson';
import { CONSTANT_VALUE_BLOCKS, CORE_BLOCKS } from './coreBlocks';
import { evaluateConstant } from './constantValues';
import { DEFAULT_DIALECT, type BlockDialect } from './dialect';

export interface ConversionResult {
  program: Program;
  /** Pieces that were skipped; the spec asks for warnings only, never a refusal. */
  warnings: string[];
}

/**
 * Converts Blockly's saved workspace to a Program by walking the JSON, so a server can re-run a
 * submission without Blockly. With a start block only what hangs from it runs (other stacks are
 * scraps on the canvas); without one every top-level stack runs, top to bottom, left to right.
 */
export function workspaceToProgram(workspace: WorkspaceJson, dialect: BlockDialect = DEFAULT_DIALECT): ConversionResult {
  const converter = new Converter(dialect);
  const tops = topBlocks(workspace);
  const procedures: Record<string, Statement[]> = {};
  for (const block of tops) {
    if (block.type !== CORE_BLOCKS.procedureDefinition) continue;
    const name = nameText(block.fields?.NAME);
    procedures[name] = converter.statements(block.inputs?.STACK);
  }
  const start = tops.find((block) => dialect.startBlockTypes.includes(block.type) && !isDisabled(block));
  const main = start
    ? [...converter.statements(start.inputs?.DO), ...converter.statements(start.next)]
    : sortByPosition(tops.filter((block) => isStackTop(block, dialect))).flatMap((block) => converter.chain(block));
  for (const name of converter.calledProcedures) {
    if (!(name in procedures)) converter.warnings.push(`Procedure "${name}" is not defined`);
  }
  return { program: { main, procedures, hasStartBlock: start !== undefined }, warnings: converter.warnings };
}

function isStackTop(block: BlockJson, dialect: BlockDialect): boolean {
  return (
    block.type !== CORE_BLOCKS.procedureDefinition &&
    !dialect.startBlockTypes.includes(block.type) &&
    !CONSTANT_VALUE_BLOCKS.includes(block.type)
  );
}

/** Blockly's own getTopBlocks(true) order: by y, then by x. */
function sortByPosition(blocks: BlockJson[]): BlockJson[] {
  return blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => (a.block.y ?? 0) - (b.block.y ?? 0) || (a.block.x ?? 0) - (b.block.x ?? 0) || a.index - b.index)
    .map(({ block }) => block);
}

class Converter {
  readonly warnings: string[] = [];
  readonly calledProcedures = new Set<string>();

  constructor(private readonly dialect: BlockDialect) {}

  statements(input: InputJson | undefined): Statement[] {
    const first = input?.block;
    return first ? this.chain(first) : [];
  }

  /** The block and everything linked below it through `next`; disabled blocks are skipped. */
  chain(first: BlockJson): Statement[] {
    const result: Statement[] = [];
    for (let block: BlockJson | undefined = first; block; block = block.next?.block) {
      if (isDisabled(block)) continue;
      const statement = this.statement(block);
      if (statement) result.push(statement);
    }
    return result;
  }

  private statement(block: BlockJson): Statement | undefined {
    const id = block.id;
    const inputs = block.inputs ?? {};
    switch (block.type) {
      case CORE_BLOCKS.repeat:
      case CORE_BLOCKS.repeatFixed: {
        const times = block.type === CORE_BLOCKS.repeat ? evaluateConstant(connectedBlock(inputs.TIMES)) : block.fields?.TIMES;
        return { kind: 'repeat', id, times: toCount(times), body: this.statements(inputs.DO) };
      }
      case CORE_BLOCKS.whileUntil:
        return {
          kind: 'while',
          id,
          mode: block.fields?.MODE === 'UNTIL' ? 'until' : 'while',
          condition: this.condition(connectedBlock(inputs.BOOL)),
          body: this.statements(inputs.DO),
        };
      case CORE_BLOCKS.if:
      case CORE_BLOCKS.ifElse: {
        const branches = [];
        for (let index = 0; `IF${index}` in inputs || `DO${index}` in inputs; index++) {
          branches.push({
            condition: this.condition(connectedBlock(inputs[`IF${index}`])),
            body: this.statements(inputs[`DO${index}`]),
          });
        }
        return { kind: 'if', id, branches, elseBody: this.statements(inputs.ELSE) };
      }
      case CORE_BLOCKS.procedureCall: {
        const name = procedureCallName(block);
        this.calledProcedures.add(name);
        return { kind: 'call', id, name };
      }
      case CORE_BLOCKS.procedureDefinition:
        return undefined;
    }
    const conditional = this.dialect.conditionalBlocks[block.type];
    if (conditional) {
      return {
        kind: 'if',
        id,
        branches: [
          { condition: { kind: 'sensor', id, name: conditional.sensor, args: this.args(block) }, body: this.statements(inputs[conditional.then]) },
        ],
        elseBody: conditional.else ? this.statements(inputs[conditional.else]) : [],
      };
    }
    if (this.dialect.startBlockTypes.includes(block.type)) {
      this.warnings.push(`Extra start block ${id ?? ''} ignored`);
      return undefined;
    }
    const bodyInput = this.dialect.containerBlocks[block.type];
    return {
      kind: 'command',
      id,
      name: block.type,
      args: this.args(block, bodyInput),
      ...(bodyInput ? { body: this.statements(inputs[bodyInput]) } : {}),
    };
  }

  /** A condition slot: logic blocks are folded, any other block is a game sensor. */
  private condition(block: BlockJson | undefined): Condition {
    if (!block) return { kind: 'const', value: false };
    const inputs = block.inputs ?? {};
    switch (block.type) {
      case CORE_BLOCKS.logicBoolean:
        return { kind: 'const', value: evaluateConstant(block) === true };
      case CORE_BLOCKS.logicNegate:
        return { kind: 'not', operand: this.condition(connectedBlock(inputs.BOOL)) };
      case CORE_BLOCKS.logicOperation:
        return {
          kind: block.fields?.OP === 'OR' ? 'or' : 'and',
          left: this.condition(connectedBlock(inputs.A)),
          right: this.condition(connectedBlock(inputs.B)),
        };
      default:
        return { kind: 'sensor', id: block.id, name: block.type, args: this.args(block) };
    }
  }

  /** Fields plus constant value inputs; anything else is reported and left out. */
  private args(block: BlockJson, statementInput?: string): Args {
    const args: Record<string, ArgValue> = {};
    for (const [name, value] of Object.entries(block.fields ?? {})) {
      if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') args[name] = value;
      else this.warnings.push(`Field ${name} of ${block.type} is not a constant`);
    }
    for (const [name, input] of Object.entries(block.inputs ?? {})) {
      if (name === statementInput) continue;
      const value = evaluateConstant(connectedBlock(input));
      if (value !== undefined) args[name] = value;
      else this.warnings.push(`Input ${name} of ${block.type} is not a constant`);
    }
    return args;
  }
}

/** A procedure's name as Blockly saves it (text); anything else is no name. */
function nameText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function procedureCallName(block: BlockJson): string {
  const state = block.extraState as { name?: unknown } | undefined;
  return nameText(state?.name ?? block.fields?.NAME);
}

function toCount(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0;
}
