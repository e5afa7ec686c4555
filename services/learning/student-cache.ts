import type { SolveStatus } from '@school/contracts';
import type { CacheBus } from '../db/cache-bus';
import type { MembershipRow } from './groups-repository';

/**
 * Per-student reads every page makes (statuses, group memberships) held in process. Status writes
 * of this process patch or drop the student's entry (progress-repository); ORM writes to statuses,
 * groups, memberships, schedules and profiles drop entries through the cache bus, which also brings
 * the writes of the other processes sharing a PostgreSQL database (db/cache-bus.ts), so the cache
 * is exact in the embedded mode and at most one NOTIFY behind with several instances.
 */
export function createStudentCache<M>(bus: CacheBus, maxStudents = 20_000) {
  const statuses = new Map<number, Promise<Map<number, SolveStatus>>>();
  const memberships = new Map<number, Promise<M>>();
  /** The resolved status maps behind the entries of `statuses`. */
  const settled = new Map<number, { promise: Promise<Map<number, SolveStatus>>; map: Map<number, SolveStatus> }>();
  /** Computed answers per student (e.g. the groups page), dropped with either of the above. */
  const views = new Map<number, Map<string, { basis: unknown; value: Promise<unknown> }>>();
  let generation = 0;
  /** Per-student write counters: one student's save must not discard other students' loads in flight. */
  const studentGeneration = new Map<number, number>();
  const versionOf = (studentId: number) => `${generation}:${studentGeneration.get(studentId) ?? 0}`;

  function remember<T>(map: Map<number, Promise<T>>, studentId: number, load: () => Promise<T>): Promise<T> {
    const hit = map.get(studentId);
    if (hit) return hit;
    if (map.size >= maxStudents) map.delete(map.keys().next().value!);
    const started = versionOf(studentId);
    const value = load();
    map.set(studentId, value);
    // A failed load or one overtaken by a write is not kept.
    value.then(
      () => started !== versionOf(studentId) && map.get(studentId) === value && map.delete(studentId),
      () => map.get(studentId) === value && map.delete(studentId),
    );
    return value;
  }

  const cache = {
    statuses(studentId: number, load: () => Promise<Map<number, SolveStatus>>): Promise<Map<number, SolveStatus>> {
      const promise = remember(statuses, studentId, load);
      if (!settled.has(studentId)) {
        if (settled.size >= maxStudents) settled.delete(settled.keys().next().value!);
        // Remember the loaded map once it is the current entry, so setStatus can patch it.
        void promise.then((map) => statuses.get(studentId) === promise && settled.set(studentId, { promise, map }), () => undefined);
      }
      return promise;
    },
    memberships: (studentId: number, load: () => Promise<M>) => remember(memberships, studentId, load),
    /**
     * A value computed from this student's cached reads and `basis` (e.g. the course-structure
     * snapshot): served again while neither the student's reads nor the basis changed.
     */
    view<T>(studentId: number, key: string, basis: unknown, compute: () => Promise<T>): Promise<T> {
      let mine = views.get(studentId);
      const hit = mine?.get(key);
      if (hit && hit.basis === basis) return hit.value as Promise<T>;
      if (!mine) {
        if (views.size >= maxStudents) views.delete(views.keys().next().value!);
        views.set(studentId, (mine = new Map<string, { basis: unknown; value: Promise<unknown> }>()));
      }
      const started = versionOf(studentId);
      const value = compute();
      mine.set(key, { basis, value });
      value.then(
        () => started !== versionOf(studentId) && mine.get(key)?.value === value && mine.delete(key),
        () => mine.get(key)?.value === value && mine.delete(key),
      );
      return value;
    },
    /** A status of this student changed (written by this process): dropped here and in the other processes. */
    dropStatuses(studentId: number) {
      forgetStudent(studentId);
      bus.publish('student', studentId);
    },
    /**
     * One status of this student changed to `status` (written by this process): the cached map is
     * patched in place instead of reloaded, loads in flight and computed views are dropped.
     */
    setStatus(studentId: number, taskId: number, status: SolveStatus) {
      const known = settled.get(studentId);
      const entry = statuses.get(studentId);
      cache.dropStatuses(studentId);
      if (known && entry && known.promise === entry) {
        known.map.set(taskId, status);
        statuses.set(studentId, entry);
        settled.set(studentId, known);
      }
    },
    /** Groups, memberships, schedules or names changed. */
    dropMemberships() {
      generation++;
      memberships.clear();
      views.clear();
    },
  };

  function forgetStudent(studentId: number) {
    if (studentGeneration.size >= maxStudents) {
      // Forgetting the counters must not let a load started before look current: move everything on.
      studentGeneration.clear();
      generation++;
    }
    studentGeneration.set(studentId, (studentGeneration.get(studentId) ?? 0) + 1);
    statuses.delete(studentId);
    settled.delete(studentId);
    views.delete(studentId);
  }

  bus.subscribe('student', (studentId) => {
    if (studentId !== undefined) return forgetStudent(studentId);
    generation++;
    statuses.clear();
    settled.clear();
    views.clear();
  });
  bus.subscribe('memberships', () => cache.dropMemberships());
  return cache;
}

export type StudentCache = ReturnType<typeof createStudentCache<MembershipRow[]>>;

declare module 'fastify' {
  interface FastifyInstance {
    studentCache: StudentCache;
  }
}
