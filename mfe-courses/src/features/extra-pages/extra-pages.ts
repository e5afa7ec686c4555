import { ProjectType, TExtraPages, type LessonResourceDto, type ProjectDto } from '@school/contracts';

export type EngineType = typeof ProjectType.Unity | typeof ProjectType.Godot;

/** Which engine a path shows: /unity or /godot. */
export function engineOfPath(pathname: string): EngineType | null {
  if (pathname.startsWith('/unity')) return ProjectType.Unity;
  if (pathname.startsWith('/godot')) return ProjectType.Godot;
  return null;
}

/** The student's projects of one engine that are not in the trash, newest first. */
export function engineProjects(projects: readonly ProjectDto[], type: EngineType): ProjectDto[] {
  return projects
    .filter((p) => p.projectType === type && !p.isDeleted)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** Spec 2: a new project of an external type opens the editor (/project?&app=main&projectType=&title=&studentId=). */
export function newEngineProjectPath(type: EngineType, studentId: number): string {
  const title = TExtraPages.engines.newTitle(type === ProjectType.Unity ? 'Unity' : 'Godot');
  return `/project?&app=main&projectType=${type}&title=${encodeURIComponent(title)}&studentId=${studentId}`;
}

/** The kind shown beside a lesson resource (presentation, video, poster, or a file). */
export function literatureKind(r: Pick<LessonResourceDto, 'resourceType'>): string {
  return TExtraPages.literature.kinds[String(r.resourceType)] ?? TExtraPages.literature.kinds.other;
}

/** Lesson resources that are literature: everything with an address except cover thumbnails. */
export function literatureOf(resources: readonly LessonResourceDto[]): LessonResourceDto[] {
  return resources.filter((r) => r.url.trim() !== '' && r.resourceType !== 'Thumb');
}
