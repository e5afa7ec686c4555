import { ProjectType, WindowId, type ProjectDto, type ProjectResourceDto, type ProjectTextDto } from '@school/contracts';

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

/** Types whose project is a file or a link given by URL. */
export function usesResourceUrl(type: number): boolean {
  return !([ProjectType.Web, ProjectType.Python, ProjectType.Godot] as number[]).includes(type);
}

/** Query values of /project override the loaded project's. */
export function withOverrides(p: Pick<ProjectDto, 'title' | 'projectType'>, query: URLSearchParams) {
  const type = Number(query.get('projectType'));
  return {
    title: query.get('title') ?? p.title,
    projectType: Number.isInteger(type) && type > 0 ? type : p.projectType,
  };
}

export function toTexts(values: Record<number, string>): ProjectTextDto[] {
  return Object.entries(values).map(([id, text]) => ({ windowId: Number(id), text }));
}

export function toResources(url: string): ProjectResourceDto[] {
  const trimmed = url.trim();
  if (!trimmed) return [];
  const name = trimmed.split('?')[0].split('/').pop() || 'link';
  return [{ name, url: trimmed, md5: null, resourceType: 'File' }];
}
