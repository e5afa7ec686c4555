import type { EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import type { ProjectResourceDto, ProjectTextDto } from '@school/contracts';

/**
 * One project as a card shows it, read in one query with its author's profile, its hackathon
 * entry and whether the viewer liked it. Raw values: booleans and dates come back as each
 * database returns them (project-dto.ts normalizes them).
 */
export interface ProjectCardRow {
  id: number;
  title: string;
  desc: string;
  projectType: number;
  accessType: number;
  hash: string;
  thumbnail: string | null;
  isDeleted: unknown;
  likes: number;
  views: number;
  createdAt: string | number | Date;
  studentId: number;
  displayName: string | null;
  avatar: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  age: number | null;
  hackEventId: number | null;
  hackEvent: string | null;
  hackNominationId: number | null;
  hackNomination: string | null;
  hackGrade: string | null;
  place: number | null;
  /** Absent when the viewer is anonymous. */
  liked?: unknown;
}

/** The texts and resources of a set of projects, by project id. */
export interface ProjectContents {
  texts: Map<number, ProjectTextDto[]>;
  resources: Map<number, ProjectResourceDto[]>;
}

interface ContentRow {
  kind: 't' | 'r';
  projectId: number;
  id: number;
  windowId: number | null;
  text: string | null;
  name: string | null;
  url: string | null;
  md5: string | null;
  resourceType: string | null;
  guid: string | null;
}

export const knexOf = (em: EntityManager): Knex => (em as SqlEntityManager).getKnex();

/** The card query over `projects as p`; the caller adds the filter, order and limit. */
export function cardQuery(knex: Knex, viewerId: number): Knex.QueryBuilder {
  const q = knex('projects as p')
    .leftJoin('profiles as pr', 'pr.user_id', 'p.student_id')
    .leftJoin('hack_projects as hp', 'hp.project_id', 'p.id')
    .leftJoin('hack_events as he', 'he.id', 'hp.event_id')
    .leftJoin('hack_nominations as hn', 'hn.id', 'hp.nomination_id')
    .select(
      'p.id as id',
      'p.title as title',
      'p.desc as desc',
      'p.project_type as projectType',
      'p.access_type as accessType',
      'p.hash as hash',
      'p.thumbnail as thumbnail',
      'p.is_deleted as isDeleted',
      'p.likes as likes',
      'p.views as views',
      'p.created_at as createdAt',
      'p.student_id as studentId',
      'pr.display_name as displayName',
      'pr.avatar as avatar',
      'pr.first_name as firstName',
      'pr.last_name as lastName',
      'pr.gender as gender',
      'pr.age as age',
      'he.id as hackEventId',
      'he.title as hackEvent',
      'hn.id as hackNominationId',
      'hn.title as hackNomination',
      'hp.grade as hackGrade',
      'hp.place as place',
    );
  if (viewerId > 0) {
    q.select(knex.raw('exists (select 1 from project_likes pl where pl.project_id = p.id and pl.user_id = ?) as liked', [viewerId]));
  }
  return q;
}

/** Texts (by window, then id) and resources (by id) of these projects: one query. */
export async function contentsOf(knex: Knex, ids: number[]): Promise<ProjectContents> {
  const contents: ProjectContents = { texts: new Map(), resources: new Map() };
  if (ids.length === 0) return contents;
  const rows = await knex
    .select<ContentRow[]>(
      knex.raw(`'t' as kind`),
      'project_id as projectId',
      'id',
      'window_id as windowId',
      'text',
      knex.raw('null as name'),
      knex.raw('null as url'),
      knex.raw('null as md5'),
      knex.raw('null as "resourceType"'),
      knex.raw('null as guid'),
    )
    .from('project_texts')
    .whereIn('project_id', ids)
    .unionAll((u) => {
      u.select(
        knex.raw(`'r' as kind`),
        'project_id',
        'id',
        knex.raw('null'),
        knex.raw('null'),
        'name',
        'url',
        'md5',
        'resource_type',
        'guid',
      )
        .from('project_resources')
        .whereIn('project_id', ids);
    });
  rows.sort((a, b) => (a.windowId ?? 0) - (b.windowId ?? 0) || a.id - b.id);
  for (const r of rows) {
    if (r.kind === 't') {
      push(contents.texts, r.projectId, { windowId: r.windowId!, text: r.text! });
    } else {
      push(contents.resources, r.projectId, {
        name: r.name!,
        url: r.url!,
        md5: r.md5,
        resourceType: /^\d+$/.test(r.resourceType!) ? Number(r.resourceType) : r.resourceType!,
        guid: r.guid,
      });
    }
  }
  return contents;
}

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The projects `select` filters and orders, with their texts and resources: two queries. */
export async function loadCards(
  em: EntityManager,
  viewerId: number,
  select: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<{ rows: ProjectCardRow[]; contents: ProjectContents }> {
  const knex = knexOf(em);
  // The card query's columns are a ProjectCardRow.
  const rows = (await select(cardQuery(knex, viewerId))) as ProjectCardRow[];
  return { rows, contents: await contentsOf(knex, rows.map((r) => r.id)) };
}
