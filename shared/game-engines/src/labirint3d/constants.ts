/** Isometric bot maze numbers of spec 9. */
export const LABIRINT3D_CONSTANTS = {
  /** Tile sprite size in pixels. */
  tileSize: 128,
  inventorySlots: 5,
  /** Tiles per frame while walking, and while pushing a stone. */
  botSpeed: 0.1,
  botPushSpeed: 0.04,
  pickupDelayMs: 750,
  /** How long the winning or losing smile stays. */
  smileHoldMs: 1200,
  /** After a failure the bot returns to the start after this delay. */
  resetAfterFailureMs: 3000,
  cloudCount: 40,
  /** The repeat block's number field on the maze games allows 0-10. */
  repeatRange: { min: 0, max: 10 },
} as const;
