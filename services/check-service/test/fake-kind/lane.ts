import { Type } from 'typebox';
import type { CheckLane } from '@school/task-kinds';

/** A lane as a kind package declares it (the test's fake kind, outside the check service's own files). */
const shoutLane: CheckLane = {
  name: 'shout',
  job: Type.Object({ text: Type.String({ maxLength: 100 }), peek: Type.String({ maxLength: 500 }) }),
  runtime: [],
  limits: { heapMb: 64, jobsPerProcess: 20, jobMs: 3000 },
};

export default shoutLane;
