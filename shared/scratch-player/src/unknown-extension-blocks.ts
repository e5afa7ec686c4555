/**
 * The blocks of an extension nobody here has the code of (Face Sensing, a mod's extension), read
 * off the project that uses them: each opcode becomes a block declaration with the shape, inputs,
 * fields and menu values the project's own blocks show, so the editor can draw and move them and
 * the VM knows them. They run as nothing.
 */

import { valueText } from './value-text';

interface StoredInput {
  name: string;
  block: string | null;
  shadow: string | null;
}
export interface StoredBlock {
  opcode: string;
  inputs: Record<string, StoredInput>;
  fields: Record<string, { name: string; value: unknown }>;
  parent: string | null;
  next: string | null;
  topLevel: boolean;
  shadow: boolean;
}
/** A target's blocks as scratch-vm keeps them after deserializing (blocks._blocks). */
export type StoredBlocks = Record<string, StoredBlock>;

export interface DeclaredArgument {
  type: 'string' | 'number';
  menu?: string;
  defaultValue?: string;
}
export interface DeclaredBlock {
  opcode: string;
  func: string;
  blockType: 'command' | 'reporter' | 'Boolean' | 'hat' | 'conditional';
  branchCount?: number;
  text: string | string[];
  arguments: Record<string, DeclaredArgument>;
}
export interface DeclaredMenu {
  acceptReporters: boolean;
  items: string[];
}
export interface UnknownExtensionInfo {
  id: string;
  name: string;
  blocks: DeclaredBlock[];
  menus: Record<string, DeclaredMenu>;
}

/** Inputs of conditions in Scratch's own blocks: a block plugged there is a Boolean. */
const BOOLEAN_SLOTS = new Set(['CONDITION', 'OPERAND', 'OPERAND1', 'OPERAND2']);
const isBranch = (name: string) => /^SUBSTACK\d*$/.test(name);

interface Seen {
  inputs: Map<string, DeclaredArgument>;
  fields: Map<string, Set<string>>;
  plugged: 'reporter' | 'Boolean' | null;
  stacked: boolean;
  onlyOnTop: boolean;
  branches: number;
}

/** What the project shows of extension `id`'s blocks, as the extension's getInfo() would declare them. */
export function inferExtensionInfo(id: string, targets: readonly StoredBlocks[]): UnknownExtensionInfo {
  const prefix = `${id}_`;
  const menuPrefix = `${id}_menu_`;
  const seen = new Map<string, Seen>();
  // Keys come from the child's project: no prototype behind them ('__proto__', 'constructor' are names too).
  const menus: Record<string, DeclaredMenu> = Object.create(null) as Record<string, DeclaredMenu>;
  const addMenuValue = (menu: string, value: unknown, acceptReporters: boolean) => {
    const entry = (menus[menu] ??= { acceptReporters, items: [] });
    const text = valueText(value);
    if (!entry.items.includes(text)) entry.items.push(text);
  };

  for (const blocks of targets) {
    for (const [blockId, block] of Object.entries(blocks)) {
      if (!block.opcode.startsWith(prefix)) continue;
      if (block.opcode.startsWith(menuPrefix)) {
        const menu = block.opcode.slice(menuPrefix.length);
        for (const field of Object.values(block.fields)) addMenuValue(menu, field.value, true);
        continue;
      }
      const name = block.opcode.slice(prefix.length);
      const s: Seen = seen.get(name) ?? { inputs: new Map(), fields: new Map(), plugged: null, stacked: false, onlyOnTop: true, branches: 0 };
      seen.set(name, s);
      const parent = block.parent ? blocks[block.parent] : undefined;
      const slot = parent && Object.values(parent.inputs).find((input) => input.block === blockId);
      if (slot && !isBranch(slot.name)) s.plugged = BOOLEAN_SLOTS.has(slot.name) ? 'Boolean' : (s.plugged ?? 'reporter');
      if (block.next || (parent && !slot) || (slot && isBranch(slot.name))) s.stacked = true;
      if (!block.topLevel) s.onlyOnTop = false;
      for (const input of Object.values(block.inputs)) {
        if (isBranch(input.name)) {
          s.branches = Math.max(s.branches, Number(input.name.slice('SUBSTACK'.length) || 1));
          continue;
        }
        const shadow = input.shadow ? blocks[input.shadow] : undefined;
        if (shadow?.opcode.startsWith(menuPrefix)) {
          s.inputs.set(input.name, { type: 'string', menu: shadow.opcode.slice(menuPrefix.length) });
        } else {
          const numeric = shadow ? /^math_/.test(shadow.opcode) : false;
          const value = shadow ? Object.values(shadow.fields)[0]?.value : undefined;
          if (!s.inputs.has(input.name)) s.inputs.set(input.name, { type: numeric ? 'number' : 'string', ...(value !== undefined ? { defaultValue: valueText(value) } : {}) });
        }
      }
      for (const field of Object.values(block.fields)) {
        const values = s.fields.get(field.name) ?? new Set<string>();
        values.add(valueText(field.value));
        s.fields.set(field.name, values);
      }
    }
  }

  const blocks: DeclaredBlock[] = [];
  for (const [name, s] of seen) {
    const args: Record<string, DeclaredArgument> = Object.fromEntries(s.inputs);
    for (const [field, values] of s.fields) {
      const menu = `${name}_${field}`;
      for (const value of values) addMenuValue(menu, value, false);
      args[field] = { type: 'string', menu, defaultValue: [...values][0] };
    }
    const label = [name, ...Object.keys(args).map((arg) => `[${arg}]`)].join(' ');
    const blockType: DeclaredBlock['blockType'] =
      s.plugged ?? (s.branches > 0 ? 'conditional' : s.onlyOnTop && s.stacked ? 'hat' : 'command');
    blocks.push({
      opcode: name,
      // Not the opcode: a project's opcode may be named like a property every object has.
      func: `block${blocks.length}`,
      blockType,
      ...(blockType === 'conditional' ? { branchCount: s.branches, text: [label, ...Array.from({ length: s.branches - 1 }, () => name)] } : { text: label }),
      arguments: args,
    });
  }
  for (const menu of Object.values(menus)) if (menu.items.length === 0) menu.items.push('');
  return { id, name: id, blocks, menus };
}
