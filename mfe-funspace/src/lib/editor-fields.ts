import { ProjectAccess, ProjectType, WindowId, isContentResource, type ProjectDto, type ProjectResourceDto, type ProjectTextDto } from '@school/contracts';

/** Which text windows an editor shows for a project type. */
export function editorWindows(type: number): { windowId: number; label: string }[] {
  if (type === ProjectType.Web) {
    return [
      { windowId: WindowId.htmlCode, label: 'HTML' },
      { windowId: WindowId.cssCode, label: 'CSS' },
      { windowId: WindowId.jsCode, label: 'JS' },
    ];
  }
  if (type === ProjectType.Python) return [{ windowId: WindowId.pythonCode, label: 'Python' }];
  if (type === ProjectType.Godot) return [{ windowId: WindowId.description, label: 'Godot JSON' }];
  return [];
}

/** Types whose project is a link typed by hand (one URL). */
export function usesLinkUrl(type: number): boolean {
  return ([ProjectType.Link, ProjectType.Roblox] as number[]).includes(type);
}

/** What the file input of a file-based type accepts; null when the type has no files. */
export function fileAccept(type: number): string | null {
  switch (type) {
    case ProjectType.Scratch:
      return '.sb3';
    case ProjectType.Unity:
      return '.js,.data,.wasm,.gz,.br';
    case ProjectType.Godot:
      return '.html,.js,.wasm,.pck';
    case ProjectType.Image:
      return 'image/*';
    case ProjectType.Presentation:
      return '.pdf,application/pdf';
    case ProjectType.Blender:
      return 'image/png,image/jpeg';
    default:
      return null;
  }
}

/** A Unity WebGL build and a Godot web export are several files; every other file-based type is one file. */
export const acceptsManyFiles = (type: number) => type === ProjectType.Unity || type === ProjectType.Godot;

/** The editor edits the project's content files; the thumb and hackathon materials (9, 17, 18) are kept as they are. */
export { isContentResource };

/** The resources to save: the untouched non-content ones, then the edited content files in order. */
export function mergeResources(all: ProjectResourceDto[], content: ProjectResourceDto[]): ProjectResourceDto[] {
  return [...all.filter((r) => !isContentResource(r)), ...content];
}

export function fileResource(name: string, url: string): ProjectResourceDto {
  return { name, url, md5: null, resourceType: 'File' };
}

/** Query values of /project override the loaded project's. */
export function withOverrides(p: Pick<ProjectDto, 'title' | 'projectType'>, query: URLSearchParams) {
  const type = Number(query.get('projectType'));
  return {
    title: query.get('title') ?? p.title,
    projectType: Number.isInteger(type) && type > 0 ? type : p.projectType,
  };
}

/** The access chosen in the new-project dialog (query accessType); absent or not a stored value: the server's default. */
export function newProjectAccess(query: URLSearchParams): { accessType?: number } {
  const raw = query.get('accessType');
  const access = Number(raw);
  return raw !== null && (Object.values(ProjectAccess) as number[]).includes(access) ? { accessType: access } : {};
}

export function toTexts(values: Record<number, string>): ProjectTextDto[] {
  return Object.entries(values).map(([id, text]) => ({ windowId: Number(id), text }));
}

export function toResources(url: string): ProjectResourceDto[] {
  const trimmed = url.trim();
  if (!trimmed) return [];
  return [fileResource(trimmed.split('?')[0].split('/').pop() || 'link', trimmed)];
}
