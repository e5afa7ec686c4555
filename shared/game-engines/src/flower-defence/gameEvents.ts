import { randomIndex, type Random } from '../common/random';
import { FLOWER_CONSTANTS } from './constants';

export type FlowerEventName = 'raining' | 'sunny' | 'attack' | 'skip' | 'start' | 'end';
export const FLOWER_EVENT_NAMES: readonly FlowerEventName[] = ['raining', 'sunny', 'attack', 'skip', 'start', 'end'];

/**
 * A node of config.gameEvents. `next` is the following event; when it is a list, one of its
 * events is chosen at random (seeded), which makes a weather tree the program must react to.
 */
export interface FlowerEventNode {
  name: string;
  next?: FlowerEventNode | FlowerEventNode[] | null;
}

export function isFlowerEventName(value: unknown): value is FlowerEventName {
  return typeof value === 'string' && (FLOWER_EVENT_NAMES as readonly string[]).includes(value);
}

/** The events of one game in order, walking the tree from its root. */
export function eventSequence(root: FlowerEventNode | FlowerEventNode[] | null | undefined, random: Random): string[] {
  const names: string[] = [];
  let node = pick(root, random);
  while (node && names.length < FLOWER_CONSTANTS.maxEvents) {
    names.push(String(node.name));
    node = pick(node.next, random);
  }
  return names;
}

function pick(next: FlowerEventNode | FlowerEventNode[] | null | undefined, random: Random): FlowerEventNode | undefined {
  if (Array.isArray(next)) return next.length > 0 ? next[randomIndex(random, next.length)] : undefined;
  return next && typeof next === 'object' ? next : undefined;
}
