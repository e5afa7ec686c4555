import type { Condition, Program, Statement } from './ast';
import type { BlockJson, InputJson, WorkspaceJson } from './blocklyJson';
import { CORE_BLOCKS } from './coreBlocks';

/** What the writer must know of a game's blocks to produce the JSON Blockly would save. */
export interface WorkspaceShape {
  /** Numeric args that are value inputs (a math_number shadow), by block type; the rest are fields. */
  valueInputs: Readonly<Record<string, readonly string[]>>;
  /** Statement inputs of container blocks (command.body), by block type; default DO. */
  bodyInputs: Readonly<Record<string, string>>;
  /** A hat with a `next` chain (Labirint) instead of 'on_start' with a DO input. */
  chainStartType?: string;
}

let counter = 0;
const newId = () => `gen${(counter++).toString(36)}`;

function chain(blocks: BlockJson[]): BlockJson | undefined {
  return blocks.reduceRight<BlockJson | undefined>((below, block) => (below ? { ...block, next: { block: below } } : block), undefined);
}

const numberShadow = (value: number): BlockJson => ({ type: CORE_BLOCKS.mathNumber, id: newId(), fields: { NUM: value } });
const stringFields = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).map(([key, value]) => [key, String(value)]));

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

function writer(shape: WorkspaceShape) {
  const withBody = (name: string, body: Statement[]): Record<string, InputJson> => {
    const top = chain(body.map(statementBlock));
    return top ? { [name]: { block: top } } : {};
  };

  function statementBlock(statement: Statement): BlockJson {
    switch (statement.kind) {
      case 'repeat':
        return { type: 'controls_repeat_ext', id: newId(), inputs: { TIMES: { shadow: numberShadow(statement.times) }, ...withBody('DO', statement.body) } };
      case 'while':
        return {
          type: 'controls_whileUntil',
          id: newId(),
          fields: { MODE: statement.mode === 'while' ? 'WHILE' : 'UNTIL' },
          inputs: { BOOL: { block: conditionBlock(statement.condition) }, ...withBody('DO', statement.body) },
        };
      case 'if': {
        const inputs: Record<string, InputJson> = {};
        statement.branches.forEach((branch, index) => {
          inputs[`IF${index}`] = { block: conditionBlock(branch.condition) };
          Object.assign(inputs, withBody(`DO${index}`, branch.body));
        });
        Object.assign(inputs, withBody('ELSE', statement.elseBody));
        const extraState = {
          ...(statement.branches.length > 1 ? { elseIfCount: statement.branches.length - 1 } : {}),
          ...(statement.elseBody.length ? { hasElse: true } : {}),
        };
        return { type: 'controls_if', id: newId(), ...(Object.keys(extraState).length ? { extraState } : {}), inputs };
      }
      case 'call':
        return { type: 'procedures_callnoreturn', id: newId(), extraState: { name: statement.name } };
      case 'command': {
        const valueNames = shape.valueInputs[statement.name] ?? [];
        const fields = stringFields(Object.fromEntries(Object.entries(statement.args).filter(([key]) => !valueNames.includes(key))));
        const inputs: Record<string, InputJson> = {};
        for (const name of valueNames) if (name in statement.args) inputs[name] = { shadow: numberShadow(Number(statement.args[name])) };
        if (statement.body) Object.assign(inputs, withBody(shape.bodyInputs[statement.name] ?? 'DO', statement.body));
        return {
          type: statement.name,
          id: newId(),
          ...(Object.keys(fields).length ? { fields } : {}),
          ...(Object.keys(inputs).length ? { inputs } : {}),
        };
      }
    }
  }
  return { statementBlock, withBody };
}

/**
 * Blockly JSON for a program tree, in the shape Blockly.serialization saves, so a program
 * written as a tree (demo levels, seeded reference solutions) can be loaded into a workspace.
 */
export function programToWorkspace(program: Program, shape: WorkspaceShape): WorkspaceJson {
  const { statementBlock, withBody } = writer(shape);
  const main = program.main.map(statementBlock);
  let top: BlockJson | undefined;
  if (shape.chainStartType) top = chain([{ type: shape.chainStartType, id: newId() }, ...main]);
  else if (program.hasStartBlock) top = { type: CORE_BLOCKS.onStart, id: newId(), ...(main.length ? { inputs: { DO: { block: chain(main)! } } } : {}) };
  else top = chain(main);
  const procedures = Object.entries(program.procedures ?? {}).map(
    ([name, body]): BlockJson => ({ type: 'procedures_defnoreturn', id: newId(), fields: { NAME: name }, ...withBody('STACK', body) }),
  );
  // Side by side, so a long program never hides the procedures.
  const blocks = [...(top ? [top] : []), ...procedures].map((block, index) => ({ ...block, x: 30 + index * 360, y: 30 }));
  return { blocks: { languageVersion: 0, blocks } };
}
