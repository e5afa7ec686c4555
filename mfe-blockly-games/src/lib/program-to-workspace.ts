import type { GameName } from '@school/game-engines';
import type { Condition, Program, Statement } from '@school/game-engines/src/program/ast';
import type { BlockJson, InputJson, WorkspaceJson } from '@school/game-engines/src/program/blocklyJson';
import { isProgram, type ProgramInput } from '@school/game-engines/src/program/programInput';
import { VALUE_INPUTS } from './blocks/block-definitions';

/** Statement inputs of game container blocks (command.body), by block type. */
const BODY_INPUTS: Record<string, string> = { spacemix_group: 'ITEMS' };

let counter = 0;
const newId = () => `gen${(counter++).toString(36)}`;

function chain(blocks: BlockJson[]): BlockJson | undefined {
  return blocks.reduceRight<BlockJson | undefined>((below, block) => (below ? { ...block, next: { block: below } } : block), undefined);
}

const numberShadow = (value: number): BlockJson => ({ type: 'math_number', id: newId(), fields: { NUM: value } });

function statementInput(body: Statement[]) {
  const top = chain(body.map(statementBlock));
  return top ? { block: top } : undefined;
}

function conditionBlock(condition: Condition): BlockJson {
  switch (condition.kind) {
    case 'const':
      return { type: 'logic_boolean', id: newId(), fields: { BOOL: condition.value ? 'TRUE' : 'FALSE' } };
    case 'not':
      return { type: 'logic_negate', id: newId(), inputs: { BOOL: { block: conditionBlock(condition.operand) } } };
    case 'and':
    case 'or':
      return {
        type: 'logic_operation',
        id: newId(),
        fields: { OP: condition.kind.toUpperCase() },
        inputs: { A: { block: conditionBlock(condition.left) }, B: { block: conditionBlock(condition.right) } },
      };
    case 'sensor':
      return { type: condition.name, id: newId(), fields: stringFields(condition.args) };
  }
}

const stringFields = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).map(([key, value]) => [key, String(value)]));

function statementBlock(statement: Statement): BlockJson {
  switch (statement.kind) {
    case 'repeat':
      return { type: 'controls_repeat_ext', id: newId(), inputs: { TIMES: { shadow: numberShadow(statement.times) }, ...withDo('DO', statement.body) } };
    case 'while':
      return {
        type: 'controls_whileUntil',
        id: newId(),
        fields: { MODE: statement.mode === 'while' ? 'WHILE' : 'UNTIL' },
        inputs: { BOOL: { block: conditionBlock(statement.condition) }, ...withDo('DO', statement.body) },
      };
    case 'if': {
      const inputs: Record<string, InputJson> = {};
      statement.branches.forEach((branch, index) => {
        inputs[`IF${index}`] = { block: conditionBlock(branch.condition) };
        Object.assign(inputs, withDo(`DO${index}`, branch.body));
      });
      Object.assign(inputs, withDo('ELSE', statement.elseBody));
      const extraState = { ...(statement.branches.length > 1 ? { elseIfCount: statement.branches.length - 1 } : {}), ...(statement.elseBody.length ? { hasElse: true } : {}) };
      return { type: 'controls_if', id: newId(), ...(Object.keys(extraState).length ? { extraState } : {}), inputs };
    }
    case 'call':
      return { type: 'procedures_callnoreturn', id: newId(), extraState: { name: statement.name } };
    case 'command': {
      const valueNames = VALUE_INPUTS[statement.name] ?? [];
      const fields = stringFields(Object.fromEntries(Object.entries(statement.args).filter(([key]) => !valueNames.includes(key))));
      const inputs: Record<string, InputJson> = {};
      for (const name of valueNames) if (name in statement.args) inputs[name] = { shadow: numberShadow(Number(statement.args[name])) };
      if (statement.body) Object.assign(inputs, withDo(BODY_INPUTS[statement.name] ?? 'DO', statement.body));
      return {
        type: statement.name,
        id: newId(),
        ...(Object.keys(fields).length ? { fields } : {}),
        ...(Object.keys(inputs).length ? { inputs } : {}),
      };
    }
  }
}

function withDo(name: string, body: Statement[]) {
  const input = statementInput(body);
  return input ? { [name]: input } : {};
}

/**
 * Blockly JSON for a program tree (the demo levels' reference solutions are partly trees), so
 * it can be loaded into the workspace. Labirint's start is its own hat with a next chain.
 */
export function programToWorkspace(program: Program, game: GameName): WorkspaceJson {
  const main = program.main.map(statementBlock);
  let top: BlockJson | undefined;
  if (game === 'Labirint') top = chain([{ type: 'labirint_start', id: newId() }, ...main]);
  else if (program.hasStartBlock) top = { type: 'on_start', id: newId(), ...(main.length ? { inputs: { DO: { block: chain(main)! } } } : {}) };
  else top = chain(main);
  const procedures = Object.entries(program.procedures).map(([name, body]): BlockJson => ({
    type: 'procedures_defnoreturn',
    id: newId(),
    fields: { NAME: name },
    ...withDo('STACK', body),
  }));
  const blocks = [...(top ? [top] : []), ...procedures].map((block, index) => ({ ...block, x: 30, y: 30 + index * 220 }));
  return { blocks: { languageVersion: 0, blocks } };
}

/** A level's solution as Blockly JSON, whichever form it was written in. */
export function solutionWorkspace(solution: ProgramInput, game: GameName): WorkspaceJson {
  return isProgram(solution) ? programToWorkspace(solution, game) : solution;
}
