/** Item ids of spec 3.5, by the group button they sit under. */
export const ITEM_GROUPS = {
  parts: ['quantum_cog', 'antigravity_spring', 'gyroscopic_bearing', 'electromagnetic_bolt'],
  ore: ['stardust', 'moon_crystal', 'space_amber', 'meteor_fragment'],
  energy: ['solar_battery', 'energy_core', 'plasma_capsule', 'galaxy_accumulator'],
  substances: ['black_hole_liquid', 'time_nebula', 'star_oil', 'light_essence'],
} as const;

export type ItemGroup = keyof typeof ITEM_GROUPS;
export type LabItem = (typeof ITEM_GROUPS)[ItemGroup][number];
export const ITEM_GROUP_NAMES = Object.keys(ITEM_GROUPS) as ItemGroup[];

export const PRODUCTS = [
  'jetpack',
  'laser_blaster',
  'teleport',
  'energy_shield',
  'light_beacon',
  'rocket_launcher',
  'photon_gun',
  'cyber_exoskeleton',
  'chrono_compass',
  'flying_lab',
  'unstable_platform',
] as const;
export type Product = (typeof PRODUCTS)[number];

/** What a wrong mix gives: power_failure when energy went in, space_debris otherwise. */
export type FailedMix = 'space_debris' | 'power_failure';

const GROUP_BY_ITEM = new Map<string, ItemGroup>(
  ITEM_GROUP_NAMES.flatMap((group) => ITEM_GROUPS[group].map((item) => [item, group] as const)),
);

export function groupOf(item: string): ItemGroup | undefined {
  return GROUP_BY_ITEM.get(item);
}

export function isLabItem(value: unknown): value is LabItem {
  return typeof value === 'string' && GROUP_BY_ITEM.has(value);
}

export function unknownItemWarning(item: string): string {
  return `Unknown item "${item}" skipped`;
}
