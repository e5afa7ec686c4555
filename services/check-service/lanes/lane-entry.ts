import type { CheckLane } from '@school/task-kinds';

/** The bundled file of a kind package's lane under the sandbox root. */
export const laneEntry = (lane: Pick<CheckLane, 'name'>): string => `lane-${lane.name}.mjs`;
