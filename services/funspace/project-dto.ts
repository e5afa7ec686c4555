import { projectParts, type HackGrade, type ProjectDto } from '@school/contracts';
import { rawBool, rawDate } from '../db/raw-values';
import type { ProjectCardRow, ProjectContents } from './project-cards';


/**
 * The author as a project card shows them: a child's names, age and gender go to the child
 * alone; everyone else (anonymous visitors of trending and shared links, other students, the
 * cached rankings) sees the display name and avatar only.
 */
function authorCard(row: ProjectCardRow, own: boolean): ProjectDto['profile'] {
  return {
    id: row.studentId,
    displayName: row.displayName ?? '',
    avatar: row.avatar ?? null,
    firstName: own ? (row.firstName ?? '') : '',
    lastName: own ? (row.lastName ?? '') : '',
    gender: own ? (row.gender ?? null) : null,
    age: own ? (row.age ?? null) : null,
  };
}

/** A project card (project-cards.ts) with its texts and resources as the DTO a viewer gets. */
export function toProjectDto(row: ProjectCardRow, contents: ProjectContents, viewerId: number, origin: string): ProjectDto {
  const resources = contents.resources.get(row.id) ?? [];
  const projectText = contents.texts.get(row.id) ?? [];
  return {
    id: row.id,
    title: row.title,
    desc: row.desc,
    projectType: row.projectType,
    accessType: row.accessType,
    createdAt: rawDate(row.createdAt).toISOString(),
    isDeleted: rawBool(row.isDeleted),
    studentId: row.studentId,
    author: row.displayName ?? '',
    publicUrl: `${origin}/pub/p/${row.hash}`,
    baseUrl: origin,
    thumbnail: row.thumbnail,
    resources,
    projectText,
    stats: { likes: row.likes, views: row.views },
    parts: projectParts({ projectType: row.projectType, resources, hasText: projectText.length > 0 }, `${origin}/funspace/player/${row.id}`),
    liked: rawBool(row.liked),
    profile: authorCard(row, viewerId === row.studentId),
    hackProject:
      row.hackEventId !== null
        ? {
            hackEventId: row.hackEventId,
            hackEvent: row.hackEvent ?? '',
            hackNominationId: row.hackNominationId,
            hackNomination: row.hackNomination,
            hackGrade: (row.hackGrade as HackGrade | null) ?? null,
            place: row.place,
          }
        : null,
  };
}
