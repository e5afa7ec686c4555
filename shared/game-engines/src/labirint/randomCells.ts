import { randomIndex, type Random } from '../common/random';
import { MAX_CELL_CODE } from './cellCodes';

/**
 * A cell of the config: a code, or a random cell written as text.
 * - "1OR9": one of the codes, chosen independently for this cell;
 * - "3OR4OR5OO1": the cells sharing the OO group id (here 1) all take the alternative with the
 *   same index, e.g. a door "3OR4OR5OO1" and a key "6OR8OR7OO1" always match in colour, and
 *   "6OR1OR1OO2", "1OR6OR1OO2", "1OR1OR6OO2" put exactly one key in one of three places.
 * Plain numbers may also be given as text ("12"). Spaces and letter case do not matter.
 */
export type CellSpec = number | string;

interface ParsedCell {
  alternatives: number[];
  group?: string;
}

const CELL_PATTERN = /^(\d+(?:OR\d+)*)(?:OO(\w+))?$/;

export function parseCellSpec(spec: CellSpec): ParsedCell | null {
  const text = String(spec).replace(/\s+/g, '').toUpperCase();
  const match = CELL_PATTERN.exec(text);
  if (!match) return null;
  const alternatives = match[1].split('OR').map(Number);
  if (alternatives.some((code) => code > MAX_CELL_CODE)) return null;
  return match[2] === undefined ? { alternatives } : { alternatives, group: match[2] };
}

/**
 * Decides every random cell with `random`, in reading order (map rows, then the item), so the
 * same seed always gives the same maze. A bad cell becomes void (0) with a warning.
 */
export class RandomCellResolver {
  readonly warnings: string[] = [];
  private readonly groupChoices = new Map<string, { index: number; count: number }>();

  constructor(private readonly random: Random) {}

  resolve(spec: CellSpec, where: { row: number; column: number }): number {
    const parsed = parseCellSpec(spec);
    if (!parsed) {
      this.warnings.push(`Cell "${String(spec)}" (row ${where.row + 1}, column ${where.column + 1}) not understood, made void`);
      return 0;
    }
    const { alternatives, group } = parsed;
    // Fixed cells draw no number, so editing walls does not reshuffle the random cells.
    if (group === undefined) return alternatives.length === 1 ? alternatives[0] : alternatives[randomIndex(this.random, alternatives.length)];
    let choice = this.groupChoices.get(group);
    if (!choice) {
      choice = { index: randomIndex(this.random, alternatives.length), count: alternatives.length };
      this.groupChoices.set(group, choice);
    } else if (choice.count !== alternatives.length) {
      this.warnings.push(`Cells of group OO${group} have different numbers of alternatives`);
    }
    return alternatives[choice.index % alternatives.length];
  }
}
