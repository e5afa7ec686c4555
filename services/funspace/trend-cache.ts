import type { EntityName, EventSubscriber, MikroORM } from '@mikro-orm/core';
import type { ProjectDto } from '@school/contracts';
import { Profile } from '../profile/entities';
import { HackProject, Project, ProjectLike, ProjectResource, ProjectText, ProjectView } from './entities';

/** How long a computed ranking is served; views counted meanwhile show up after at most this long. */
export const TREND_CACHE_MS = 10_000;
/** Origins (Host headers) kept at once: a forged Host cannot grow the cache. */
const MAX_ORIGINS = 8;

/**
 * The public rankings (trending, hackathon winners) computed once and served from memory for a
 * few seconds: they are the same for every visitor and the most requested public reads. Any ORM
 * write to projects, likes, texts, resources, hackathon entries or profiles drops them at once;
 * view counters (written natively) may lag by TREND_CACHE_MS. Safe with several instances: each
 * one's copy is at most that old.
 */
export function createRankingCache(orm: MikroORM) {
  const entries = new Map<string, { at: number; value: Promise<ProjectDto[]> }>();
  const clear = () => entries.clear();
  clearOnWrites(orm, [Project, ProjectLike, ProjectText, ProjectResource, HackProject, Profile], clear);

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
    /** Counters written natively (likes) changed. */
    clear,
  };
}

export type RankingCache = ReturnType<typeof createRankingCache>;

/**
 * A student's project list as DTOs, per filter and viewer, held in process in the embedded
 * single-process mode only (exact there: every write passes through this process). Any ORM write
 * to projects, texts, resources, likes, views, hackathon entries or profiles drops all of it;
 * native counter updates call clear(). Off with PostgreSQL, where every read queries.
 */
export function createProjectListCache(orm: MikroORM, enabled: boolean, maxKeys = 20_000) {
  const entries = new Map<string, Promise<ProjectDto[]>>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  if (enabled) clearOnWrites(orm, [Project, ProjectLike, ProjectView, ProjectText, ProjectResource, HackProject, Profile], clear);
  return {
    get(key: string, compute: () => Promise<ProjectDto[]>): Promise<ProjectDto[]> {
      if (!enabled) return compute();
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
    clear,
  };
}

/** Calls `clear` after any ORM write to one of `entities`, so a cache never outlives what it mirrors. */
function clearOnWrites(orm: MikroORM, entities: EntityName<object>[], clear: () => void): void {
  const subscriber: EventSubscriber = {
    getSubscribedEntities: () => entities,
    afterCreate: async () => clear(),
    afterUpdate: async () => clear(),
    afterDelete: async () => clear(),
    afterUpsert: async () => clear(),
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
}
