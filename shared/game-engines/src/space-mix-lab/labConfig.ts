import { ITEM_GROUP_NAMES, isLabItem, unknownItemWarning, type ItemGroup, type LabItem } from './items';

type Counts = Partial<Record<string, number>>;

/** The SpaceMixLab part of blocklyGameMap (spec 3.5). */
export interface SpaceMixLabConfig {
  /** Counts per item, grouped ({ parts: { quantum_cog: 2 } }) or flat ({ quantum_cog: 2 }). */
  sources: Partial<Record<ItemGroup, Counts>> | Counts;
  /** Target item -> recipe (items, repeated as many times as needed, in any order). */
  targets: Record<string, string[]>;
}

/** Available count of every item; unknown ids are reported and left out. */
export function availableItems(sources: SpaceMixLabConfig['sources'] | undefined, warnings: string[]): Map<LabItem, number> {
  const available = new Map<LabItem, number>();
  const add = (counts: unknown) => {
    for (const [item, count] of Object.entries(counts && typeof counts === 'object' ? counts : {})) {
      if (ITEM_GROUP_NAMES.includes(item as ItemGroup)) continue;
      if (!isLabItem(item)) warnings.push(unknownItemWarning(item));
      else available.set(item, (available.get(item) ?? 0) + Math.max(0, Math.floor(Number(count) || 0)));
    }
  };
  add(sources);
  for (const group of ITEM_GROUP_NAMES) add((sources as Partial<Record<ItemGroup, Counts>> | undefined)?.[group]);
  return available;
}

/** Spec 3.5: the target with a non-empty recipe (the first one, in config order). */
export function findTarget(targets: SpaceMixLabConfig['targets'] | undefined): { target: string; recipe: string[] } | null {
  for (const [target, recipe] of Object.entries(targets ?? {})) {
    if (Array.isArray(recipe) && recipe.length > 0) return { target, recipe: recipe.map(String) };
  }
  return null;
}
