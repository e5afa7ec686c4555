import { groupOf, type FailedMix, type LabItem } from './items';

/** Items the program put into one mix, with the blocks that put them (for highlighting). */
export interface MixGroup {
  blockId?: string;
  items: { item: LabItem; blockId?: string }[];
}

/**
 * Spec 4.6: the first group whose item counts are all available is taken. Empty groups are
 * never taken: there is nothing to mix. -1 when no group fits.
 */
export function chooseGroup(groups: readonly MixGroup[], available: ReadonlyMap<LabItem, number>): number {
  return groups.findIndex((group) => {
    if (group.items.length === 0) return false;
    const needed = countItems(group.items.map(({ item }) => item));
    return [...needed].every(([item, count]) => (available.get(item as LabItem) ?? 0) >= count);
  });
}

/** The target when the items equal the recipe in any order; else the failure product. */
export function mixResult<Target extends string>(items: readonly string[], recipe: readonly string[], target: Target): Target | FailedMix {
  if (sameMultiset(items, recipe)) return target;
  return items.some((item) => groupOf(item) === 'energy') ? 'power_failure' : 'space_debris';
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = countItems(a);
  for (const item of b) {
    const left = counts.get(item) ?? 0;
    if (left === 0) return false;
    counts.set(item, left - 1);
  }
  return true;
}

function countItems(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
