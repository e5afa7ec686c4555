import {
  BLOCKS,
  END_OPS,
  MAX_SCRIPT_BLOCKS,
  MESSAGE_COLORS,
  NUMBER_MAX,
  NUMBER_MIN,
  TRIGGER_OPS,
  type Block,
  type BlockOp,
  type Character,
  type Page,
  type Project,
  type Script,
} from '@school/scratchjr-engine';

/** Immutable edits of a project, kept apart from the React components. */

const DEFAULT_N: Partial<Record<BlockOp, number>> = { hop: 2, grow: 2, shrink: 2, wait: 10, repeat: 4, goToPage: 1 };

export function defaultBlock(op: BlockOp, say: string): Block {
  switch (BLOCKS[op].param) {
    case 'number':
    case 'page':
      return op === 'repeat' ? { op, n: DEFAULT_N.repeat, body: [] } : { op, n: DEFAULT_N[op] ?? 1 };
    case 'text':
      return { op, text: say };
    case 'color':
      return { op, color: MESSAGE_COLORS[0] };
    case 'sound':
      return { op, sound: 'pop' };
    case 'speed':
      return { op, speed: 'fast' };
    case 'none':
      return { op };
  }
}

export function clampNumber(value: number): number {
  return Math.min(NUMBER_MAX, Math.max(NUMBER_MIN, Math.round(Number.isFinite(value) ? value : 0)));
}

const isTrigger = (b: Block | undefined) => b !== undefined && TRIGGER_OPS.includes(b.op);
const isEnd = (b: Block | undefined) => b !== undefined && END_OPS.includes(b.op);

/**
 * Adds a block to a script the way ScratchJr allows: a trigger goes first (replacing the old one),
 * an end block goes last (replacing the old one), anything else goes before the end block.
 */
export function addBlock(blocks: Block[], block: Block): Block[] {
  if (blocks.length >= MAX_SCRIPT_BLOCKS) return blocks;
  if (isTrigger(block)) return isTrigger(blocks[0]) ? [block, ...blocks.slice(1)] : [block, ...blocks];
  const body = isEnd(blocks[blocks.length - 1]) ? blocks.slice(0, -1) : blocks;
  if (isEnd(block)) return [...body, block];
  return isEnd(blocks[blocks.length - 1]) ? [...body, block, blocks[blocks.length - 1]!] : [...body, block];
}

/** Adds a block inside the repeat at `repeatIndex`; triggers and end blocks cannot go inside. */
export function addToRepeat(blocks: Block[], repeatIndex: number, block: Block): Block[] {
  const repeat = blocks[repeatIndex];
  if (!repeat || repeat.op !== 'repeat' || isTrigger(block) || isEnd(block)) return addBlock(blocks, block);
  const body = repeat.body ?? [];
  if (body.length >= MAX_SCRIPT_BLOCKS) return blocks;
  return blocks.map((b, i) => (i === repeatIndex ? { ...b, body: [...body, block] } : b));
}

/** Replaces the block at a path: [index] at the top level, [repeatIndex, bodyIndex] inside a repeat. */
export function replaceAt(blocks: Block[], path: number[], next: Block | null): Block[] {
  const [index, inner] = path;
  if (inner === undefined) return next ? blocks.map((b, i) => (i === index ? next : b)) : blocks.filter((_, i) => i !== index);
  return blocks.map((b, i) => (i === index ? { ...b, body: replaceAt(b.body ?? [], [inner], next) } : b));
}

export function mapPage(project: Project, pageIndex: number, fn: (page: Page) => Page): Project {
  return { ...project, pages: project.pages.map((p, i) => (i === pageIndex ? fn(p) : p)) };
}

export function mapCharacter(project: Project, pageIndex: number, characterId: string, fn: (c: Character) => Character): Project {
  return mapPage(project, pageIndex, (page) => ({ ...page, characters: page.characters.map((c) => (c.id === characterId ? fn(c) : c)) }));
}

export function mapScript(character: Character, scriptId: string, fn: (s: Script) => Script): Character {
  return { ...character, scripts: character.scripts.map((s) => (s.id === scriptId ? fn(s) : s)) };
}
