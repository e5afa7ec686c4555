import { LABIRINT3D_CONSTANTS } from './constants';
import { KEY_COLOURS, type KeyColour } from './mapCodes';

export type InventoryItem = `key_${KeyColour}` | 'gun';
export const INVENTORY_ITEMS: readonly InventoryItem[] = [...KEY_COLOURS.map((colour) => `key_${colour}` as const), 'gun'];

/** One slot of the inventory row; items of the same kind share a slot. */
export interface InventorySlot {
  item: InventoryItem;
  count: number;
}

export function isInventoryItem(value: unknown): value is InventoryItem {
  return typeof value === 'string' && (INVENTORY_ITEMS as readonly string[]).includes(value);
}

export function keyItem(colour: KeyColour): InventoryItem {
  return `key_${colour}`;
}

export function hasItem(slots: readonly InventorySlot[], item: InventoryItem): boolean {
  return slots.some((slot) => slot.item === item);
}

/** The inventory with one more item, or null when a new kind finds all 5 slots taken. */
export function addItem(slots: readonly InventorySlot[], item: InventoryItem): InventorySlot[] | null {
  if (hasItem(slots, item)) return slots.map((slot) => (slot.item === item ? { item, count: slot.count + 1 } : slot));
  return slots.length < LABIRINT3D_CONSTANTS.inventorySlots ? [...slots, { item, count: 1 }] : null;
}

/** The inventory with one item of the kind used up; its slot frees when the last one goes. */
export function removeItem(slots: readonly InventorySlot[], item: InventoryItem): InventorySlot[] {
  return slots.flatMap((slot) => (slot.item !== item ? [slot] : slot.count > 1 ? [{ item, count: slot.count - 1 }] : []));
}
