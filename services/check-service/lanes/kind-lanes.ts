import { Type, type TObject } from 'typebox';
import type { KindLane } from '@school/task-kinds';
import type { Wall } from '../sandbox/wall';
import { createProcessPool } from '../sandbox/process-pool';
import { laneEntry } from './lane-entry';

/** The routes the check service serves itself: a lane may not take their names. */
const BUILT_IN_ROUTES = ['python', 'js', 'page', 'health'];
const LANE_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const SUBJECT = Type.String({ minLength: 1, maxLength: 64 });

/** Refuses, at start, a lane with a bad or taken name, a `subject` of its own, or limits that are not positive. */
export function validateLanes(lanes: readonly KindLane[]): void {
  const seen = new Map<string, string>();
  for (const { type, lane } of lanes) {
    const where = `the check lane of task kind ${type}`;
    if (!LANE_NAME.test(lane.name)) throw new Error(`${where}: the name ${JSON.stringify(lane.name)} is not lowercase letters, digits and dashes`);
    if (BUILT_IN_ROUTES.includes(lane.name)) throw new Error(`${where}: /v1/${lane.name} is a built-in route of the check service`);
    const other = seen.get(lane.name);
    if (other) throw new Error(`${where}: /v1/${lane.name} is also the lane of task kind ${other}`);
    seen.set(lane.name, type);
    if ('subject' in lane.job.properties) throw new Error(`${where}: its job may not declare "subject" (the service adds it)`);
    const { heapMb, jobsPerProcess, jobMs } = lane.limits;
    if (![heapMb, jobsPerProcess, jobMs].every((n) => Number.isFinite(n) && n > 0)) throw new Error(`${where}: its limits must be positive numbers`);
  }
}

/** A lane's request body: whom the job is for, and the lane's own job; nothing else. */
export const laneBody = (lane: KindLane): TObject => Type.Object({ subject: SUBJECT, ...lane.lane.job.properties }, { additionalProperties: false });

/** One pool of sandboxed processes per lane, running the lane's bundled entry under the sandbox root. */
export function createLanePools(options: { wall: Wall; root: string; size: number; lanes: readonly KindLane[] }) {
  return new Map(
    options.lanes.map(({ lane }) => [
      lane.name,
      createProcessPool<unknown, unknown>({
        wall: options.wall,
        root: options.root,
        size: options.size,
        entry: laneEntry(lane),
        args: [options.root],
        heapMb: lane.limits.heapMb,
        jobsPerProcess: lane.limits.jobsPerProcess,
        deadlineMs: () => lane.limits.jobMs,
      }),
    ]),
  );
}
