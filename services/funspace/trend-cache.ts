import type { ProjectDto } from '@school/contracts';
import type { CacheBus } from '../db/cache-bus';

/** How long a computed ranking is served; views counted meanwhile show up after at most this long. */
export const TREND_CACHE_MS = 10_000;
/** Origins (Host headers) kept at once: a forged Host cannot grow the cache. */
const MAX_ORIGINS = 8;

/**
 * The public rankings (trending, hackathon winners) computed once and served from memory for a
 * few seconds: they are the same for every visitor and the most requested public reads. Any write
 * to projects, likes, texts, resources, hackathon entries or profiles (topic `projects` of the
 * cache bus, from this process or another) drops them at once; view counters may lag by
 * TREND_CACHE_MS.
 */
export function createRankingCache(bus: CacheBus) {
  const entries = new Map<string, { at: number; value: Promise<ProjectDto[]> }>();
  bus.subscribe('projects', () => entries.clear());

  return {
    get(key: string, compute: () => Promise<ProjectDto[]>): Promise<ProjectDto[]> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < TREND_CACHE_MS) return hit.value;
      if (entries.size >= MAX_ORIGINS) entries.delete(entries.keys().next().value!);
      const value = compute();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    /** Counters written natively (likes) changed: dropped here and in the other processes. */
    clear() {
      entries.clear();
      bus.publish('projects');
    },
  };
}

export type RankingCache = ReturnType<typeof createRankingCache>;

/**
 * A student's project list as DTOs, per filter and viewer, held in process. Any write to projects,
 * texts, resources, likes, views, hackathon entries or profiles drops all of it (topics `projects`
 * and `project-counters` of the cache bus, so also the writes of other processes sharing a
 * PostgreSQL database); native counter updates call clear().
 */
export function createProjectListCache(bus: CacheBus, maxKeys = 20_000) {
  const entries = new Map<string, Promise<ProjectDto[]>>();
  let generation = 0;
  const forget = () => {
    generation++;
    entries.clear();
  };
  bus.subscribe('projects', forget);
  bus.subscribe('project-counters', forget);
  return {
    get(key: string, compute: () => Promise<ProjectDto[]>): Promise<ProjectDto[]> {
      const hit = entries.get(key);
      if (hit) return hit;
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
      const started = generation;
      const value = compute();
      entries.set(key, value);
      value.then(
        () => started !== generation && entries.get(key) === value && entries.delete(key),
        () => entries.get(key) === value && entries.delete(key),
      );
      return value;
    },
    /** Counters written natively (likes, views) or trash purged: dropped here and in the other processes. */
    clear() {
      forget();
      bus.publish('project-counters');
    },
  };
}
