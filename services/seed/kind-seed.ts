import type { EntityManager } from '@mikro-orm/core';
import type { Course } from '../learning/entities';

/** The demo school as a kind package's seed finds it: the built-in courses, the programming course first. */
export interface DemoSchool {
  courses: readonly Course[];
}

/**
 * A kind package's demo content (the default export of its "schoolTaskKind".seed module), run by
 * the demo seed after the built-in courses through the generated kind-seeds.generated.ts.
 */
export type KindSeed = (em: EntityManager, school: DemoSchool) => Promise<void>;
