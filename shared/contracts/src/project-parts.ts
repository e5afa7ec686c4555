import { ProjectType } from './enums';
import type { ProjectPartDto, ProjectResourceDto } from './dto/funspace';

/**
 * The workspace that plays each project type's content, as `parts[].taskType` names it: the task
 * type for the kinds lessons have too (Scratch, Python, a web page is Frontend), the project type's
 * own name for the external kinds (Unity, Godot, ...). An unknown type is 'Unknown'.
 */
const PART_TASK_TYPE: Record<number, string> = {
  [ProjectType.Scratch]: 'Scratch',
  [ProjectType.Python]: 'Python',
  [ProjectType.Web]: 'Frontend',
  [ProjectType.Unity]: 'Unity',
  [ProjectType.Godot]: 'Godot',
  [ProjectType.Roblox]: 'Roblox',
  [ProjectType.Image]: 'Image',
  [ProjectType.Presentation]: 'Presentation',
  [ProjectType.Link]: 'Link',
  [ProjectType.Blender]: 'Blender',
};

/** The project's own files and links; the cover ('Thumb') and the hackathon materials (9, 17, 18) are not content. */
export function isContentResource(r: Pick<ProjectResourceDto, 'resourceType'>): boolean {
  return !['Thumb', 9, 17, 18, '9', '17', '18'].includes(r.resourceType);
}

/**
 * The project's parts (platform-core 3, `parts (taskType, url)`; shared/contracts/README.md):
 * one per content file or link, in order; a project kept as text only (Python, a web page) is one
 * part, its player page. Derived on every read, never stored, so it cannot disagree with the files.
 */
export function projectParts(
  project: { projectType: number; resources: readonly Pick<ProjectResourceDto, 'resourceType' | 'url'>[]; hasText: boolean },
  playerUrl: string,
): ProjectPartDto[] {
  const taskType = PART_TASK_TYPE[project.projectType] ?? 'Unknown';
  const files = project.resources.filter(isContentResource).map((r) => ({ taskType, url: r.url }));
  if (files.length > 0) return files;
  return project.hasText ? [{ taskType, url: playerUrl }] : [];
}
