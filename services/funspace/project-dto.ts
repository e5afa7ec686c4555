import type { EntityManager } from '@mikro-orm/core';
import type { HackGrade, ProjectDto } from '@school/contracts';
import { Profile } from '../profile/entities';
import { HackProject, Project, ProjectLike, ProjectResource, ProjectText } from './entities';

/**
 * The author as a project card shows them: a child's names, age and gender go to the child
 * alone; everyone else (anonymous visitors of trending and shared links, other students, the
 * cached rankings) sees the display name and avatar only.
 */
function authorCard(id: number, profile: Profile | undefined, own: boolean): ProjectDto['profile'] {
  return {
    id,
    displayName: profile?.displayName ?? '',
    avatar: profile?.avatar ?? null,
    firstName: own ? (profile?.firstName ?? '') : '',
    lastName: own ? (profile?.lastName ?? '') : '',
    gender: own ? (profile?.gender ?? null) : null,
    age: own ? (profile?.age ?? null) : null,
  };
}

/** Builds project DTOs with texts, resources, author profile, hackathon data and the caller's like. */
export async function toProjectDtos(
  em: EntityManager,
  projects: Project[],
  viewerId: number,
  origin: string,
): Promise<ProjectDto[]> {
  if (projects.length === 0) return [];
  const ids = projects.map((p) => p.id);
  const ownerIds = [...new Set(projects.map((p) => p.student.id))];
  const [texts, resources, profiles, hacks, likes] = await Promise.all([
    em.find(ProjectText, { project: { $in: ids } }, { orderBy: { windowId: 'asc', id: 'asc' } }),
    em.find(ProjectResource, { project: { $in: ids } }, { orderBy: { id: 'asc' } }),
    em.find(Profile, { user: { $in: ownerIds } }),
    em.find(HackProject, { project: { $in: ids } }, { populate: ['event', 'nomination'] }),
    viewerId > 0 ? em.find(ProjectLike, { project: { $in: ids }, user: viewerId }) : Promise.resolve([]),
  ]);
  const profileOf = new Map(profiles.map((p) => [p.user.id, p]));
  const hackOf = new Map(hacks.map((h) => [h.project.id, h]));
  const liked = new Set(likes.map((l) => l.project.id));
  return projects.map((p) => {
    const profile = profileOf.get(p.student.id);
    const hack = hackOf.get(p.id);
    return {
      id: p.id,
      title: p.title,
      desc: p.desc,
      projectType: p.projectType,
      accessType: p.accessType,
      createdAt: p.createdAt.toISOString(),
      isDeleted: p.isDeleted,
      studentId: p.student.id,
      author: profile?.displayName ?? '',
      publicUrl: `${origin}/pub/p/${p.hash}`,
      baseUrl: origin,
      thumbnail: p.thumbnail,
      resources: resources
        .filter((r) => r.project.id === p.id)
        .map((r) => ({
          name: r.name,
          url: r.url,
          md5: r.md5,
          resourceType: /^\d+$/.test(r.resourceType) ? Number(r.resourceType) : r.resourceType,
          guid: r.guid,
        })),
      projectText: texts.filter((t) => t.project.id === p.id).map((t) => ({ windowId: t.windowId, text: t.text })),
      stats: { likes: p.likes, views: p.views },
      liked: liked.has(p.id),
      profile: authorCard(p.student.id, profile, viewerId === p.student.id),
      hackProject: hack
        ? {
            hackEventId: hack.event.id,
            hackEvent: hack.event.title,
            hackNominationId: hack.nomination?.id ?? null,
            hackNomination: hack.nomination?.title ?? null,
            hackGrade: (hack.grade as HackGrade | null) ?? null,
            place: hack.place,
          }
        : null,
    };
  });
}
