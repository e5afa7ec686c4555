export { runProgram, createLabirint3dRunner, type Labirint3dRunner, type Labirint3dRunResult } from './labirint3dRunner';
export { LABIRINT3D_BLOCKS, LABIRINT3D_SENSORS, LABIRINT3D_DIALECT, LABIRINT3D_BLOCK_COUNT_RULE } from './blocks';
export { LABIRINT3D_CONSTANTS } from './constants';
export { DEFAULT_LABIRINT3D_CONFIG } from './defaultMap';
export { parseMapCode, isOpenCell, KEY_COLOURS, type KeyColour, type MapCell, type MapObject, type DoorOrientation } from './mapCodes';
export { addItem, removeItem, hasItem, INVENTORY_ITEMS, type InventoryItem, type InventorySlot } from './inventory';
export { createLabirint3dState, effectiveConfig, type Labirint3dConfig, type Labirint3dState } from './labirint3dState';
export type { Labirint3dStep, Labirint3dCommand } from './botStep';
export { LABIRINT3D_LEVELS } from './levels';
