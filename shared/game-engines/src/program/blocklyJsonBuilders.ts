import type { BlockJson, InputJson, WorkspaceJson } from './blocklyJson';
import { CORE_BLOCKS } from './coreBlocks';

/**
 * Writes Blockly workspace JSON by hand, in the exact shape Blockly.serialization saves, for
 * demo levels and tests. A value input takes one block; a statement input takes a list.
 */
export interface BlockSpec {
  id?: string;
  fields?: Record<string, string | number | boolean>;
  inputs?: Record<string, BlockJson | BlockJson[]>;
  /** Shadow (default) blocks of value inputs, e.g. the number of an empty repeat. */
  shadows?: Record<string, BlockJson>;
}

let nextId = 1;

export function jsonBlock(type: string, spec: BlockSpec = {}): BlockJson {
  const block: BlockJson = { type, id: spec.id ?? `block${nextId++}` };
  if (spec.fields) block.fields = { ...spec.fields };
  const inputs: Record<string, InputJson> = {};
  for (const [name, value] of Object.entries(spec.inputs ?? {})) {
    const connected = Array.isArray(value) ? jsonStack(value) : value;
    if (connected) inputs[name] = { block: connected };
  }
  for (const [name, shadow] of Object.entries(spec.shadows ?? {})) inputs[name] = { ...inputs[name], shadow };
  if (Object.keys(inputs).length > 0) block.inputs = inputs;
  return block;
}

/** Links blocks through `next`, as they appear snapped under each other. Copies, never mutates. */
export function jsonStack(blocks: BlockJson[]): BlockJson | undefined {
  return blocks.reduceRight<BlockJson | undefined>(
    (below, block) => (below ? { ...block, next: { block: below } } : { ...block }),
    undefined,
  );
}

/** Horizontal distance between the stacks of a built workspace (workspace units). */
const STACK_SPACING_X = 360;

export function jsonWorkspace(...stacks: BlockJson[][]): WorkspaceJson {
  const blocks = stacks.flatMap((stack, index): BlockJson[] => {
    const top = jsonStack(stack);
    // Side by side, so a long first stack never hides the next one.
    return top ? [{ ...top, x: 20 + index * STACK_SPACING_X, y: 20 }] : [];
  });
  return { blocks: { languageVersion: 0, blocks } };
}

export function jsonNumber(value: number): BlockJson {
  return jsonBlock(CORE_BLOCKS.mathNumber, { fields: { NUM: value } });
}

/** controls_repeat_ext with its count as a shadow number, as the toolbox usually provides it. */
export function jsonRepeat(times: number, body: BlockJson[]): BlockJson {
  return jsonBlock(CORE_BLOCKS.repeat, { inputs: { DO: body }, shadows: { TIMES: jsonNumber(times) } });
}

/** The 'При запуске' block holding the program in its DO input. */
export function jsonOnStart(body: BlockJson[]): BlockJson {
  return jsonBlock(CORE_BLOCKS.onStart, { inputs: { DO: body } });
}
