import type { Labirint3dConfig } from './labirint3dState';

/** Spec 5: used whenever the config lacks map, botDirection or inventory. */
export const DEFAULT_LABIRINT3D_CONFIG: Required<Labirint3dConfig> = {
  map: [
    [2, 1, 1, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 61, 41, 3],
  ],
  botDirection: 'right',
  inventory: [],
};
