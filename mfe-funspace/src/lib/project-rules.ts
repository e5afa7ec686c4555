import {
  HackGrade,
  PROJECT_TYPES_OPENING_EDITOR,
  ProjectType,
  TFun,
  type ProjectDto,
} from '@school/contracts';
import { isContentResource } from './editor-fields';

/** Where a saved project's editor opens: a Scratch project's is app=scratch, a full page load (spec). */
export function editorTarget(projectId: number, type: number): { href: string; reload: boolean } {
  const scratch = type === ProjectType.Scratch;
  return { href: editorUrl(projectId, scratch ? 'scratch' : 'main'), reload: scratch };
}

/** The editor of a saved project; app=scratch is the Scratch editor (a full page load). */
export function editorUrl(projectId: number, app: 'main' | 'scratch'): string {
  return `/project?projectId=${projectId}&app=${app}`;
}

/**
 * The editor of a project not created yet (types that open the editor instead of calling create):
 * the editor creates it on the first save, with the title and access chosen in the dialog.
 */
export function newProjectEditorUrl(p: { type: number; title: string; studentId: number; accessType: number }): string {
  const q = new URLSearchParams({ app: 'main', projectType: String(p.type), title: p.title, studentId: String(p.studentId), accessType: String(p.accessType) });
  return `/project?&${q.toString()}`;
}

/** Types whose creation opens the editor instead of calling create. */
export function opensEditor(type: number): boolean {
  return (PROJECT_TYPES_OPENING_EDITOR as readonly number[]).includes(type);
}

export interface TypeFilter {
  key: string;
  label: string;
  types: number[] | null;
}

/** The hackathon filter bar in the spec's order. */
export const TYPE_FILTERS: TypeFilter[] = [
  { key: 'all', label: TFun.filters.all, types: null },
  { key: 'scratch', label: TFun.filters.scratch, types: [ProjectType.Scratch] },
  { key: 'python', label: TFun.filters.python, types: [ProjectType.Python] },
  { key: 'unity', label: TFun.filters.unity, types: [ProjectType.Unity] },
  { key: 'godot', label: TFun.filters.godot, types: [ProjectType.Godot] },
  { key: 'presentations', label: TFun.filters.presentations, types: [ProjectType.Presentation] },
  { key: 'images', label: TFun.filters.images, types: [ProjectType.Image] },
  { key: 'roblox', label: TFun.filters.roblox, types: [ProjectType.Roblox] },
  { key: 'links', label: TFun.filters.links, types: [ProjectType.Link] },
  { key: 'blender', label: TFun.filters.blender, types: [ProjectType.Blender] },
  { key: 'sites', label: TFun.filters.sites, types: [ProjectType.Web] },
];

export function applyTypeFilter<P extends { projectType: number }>(projects: P[], key: string): P[] {
  const filter = TYPE_FILTERS.find((f) => f.key === key);
  if (!filter?.types) return projects;
  return projects.filter((p) => filter.types!.includes(p.projectType));
}

export interface AwardBadge {
  kind: 'super' | 'gold' | 'silver' | 'bronze' | 'numbered' | 'star';
  /** The grade whose medal this is (its colours: fs-award--junior/middle/senior); null for the super award and the star. */
  grade: 'junior' | 'middle' | 'senior' | null;
  label: string;
  tooltip: string;
}

const GRADE_CLASS = { [HackGrade.Junior]: 'junior', [HackGrade.Middle]: 'middle', [HackGrade.Senior]: 'senior' } as const;

/**
 * Hackathon award: 0 Super Senior, 1-3 gold/silver/bronze medals per grade (a Junior gold is not a
 * Senior gold: each grade's medals carry its colour), 4-9 numbered in the grade's colour, 10 near-prize star.
 */
export function awardBadge(place: number | null, grade: string | null): AwardBadge | null {
  if (place === null || place < 0 || place > 10) return null;
  const g = grade && grade in GRADE_CLASS ? (grade as HackGrade) : HackGrade.Junior;
  if (place === 0) return { kind: 'super', grade: null, label: 'S', tooltip: TFun.superSenior };
  if (place === 10) return { kind: 'star', grade: null, label: '★', tooltip: TFun.nearPrize };
  const kind = place === 1 ? 'gold' : place === 2 ? 'silver' : place === 3 ? 'bronze' : 'numbered';
  return { kind, grade: GRADE_CLASS[g], label: String(place), tooltip: TFun.placeTooltip(g, place) };
}

/** The public hash is the last path segment of the public URL; null (and a logged error) if it does not parse. */
export function hashOfPublicUrl(url: string): string | null {
  try {
    const segment = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).pop();
    return segment || null;
  } catch (e) {
    console.error('public URL does not parse', url, e);
    return null;
  }
}

/** Like toggle on the client: ±1, never below 0. */
export function toggledLikes(likes: number, liked: boolean): { liked: boolean; likes: number } {
  return liked ? { liked: false, likes: Math.max(0, likes - 1) } : { liked: true, likes: likes + 1 };
}

/** The project's main file (sb3, image, slides, link): the first resource that is not a thumb or material. */
export function mainResource(p: Pick<ProjectDto, 'resources'>) {
  return p.resources.find(isContentResource) ?? null;
}

/** Hackathon materials in the spec's order: video presentation 9, presentation 17, poster 18. */
export function materialsOf(p: Pick<ProjectDto, 'resources'>) {
  const order = [9, 17, 18];
  return order
    .map((code) => ({ code, resource: p.resources.find((r) => Number(r.resourceType) === code) ?? null }))
    .filter((m) => m.resource !== null) as { code: number; resource: ProjectDto['resources'][number] }[];
}

/** Unity needs data, framework and wasm resources. */
export function unityBuild(p: Pick<ProjectDto, 'resources'>) {
  const find = (re: RegExp) => p.resources.find((r) => re.test(r.name))?.url ?? null;
  const build = {
    loader: find(/\.loader\.js$/),
    data: find(/\.data(\.gz|\.br)?$/),
    framework: find(/\.framework\.js(\.gz|\.br)?$/),
    wasm: find(/\.wasm(\.gz|\.br)?$/),
  };
  return build.data && build.framework && build.wasm ? build : null;
}

/** Godot needs a non-empty JSON config in the first text window. */
export function godotConfig(p: Pick<ProjectDto, 'projectText'>): Record<string, unknown> | null {
  const first = [...p.projectText].sort((a, b) => a.windowId - b.windowId)[0];
  if (!first?.text.trim()) return null;
  try {
    const parsed = JSON.parse(first.text);
    return parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0 ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * How an older Godot config's export page hosted elsewhere (`url`) may be framed: only http(s)
 * pages; another origin keeps its own origin in the frame (allow-same-origin: its engine's
 * storage), while a page of the school's own origin (a relative URL, our files host) never gets
 * it: in our origin it could read the visitor's storage and token.
 */
export function externalGodotFrame(url: unknown, schoolOrigin: string): { url: string; sandbox: string } | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, schoolOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const own = parsed.origin === new URL(schoolOrigin).origin;
  return { url: parsed.href, sandbox: own ? 'allow-scripts allow-pointer-lock' : 'allow-scripts allow-same-origin allow-pointer-lock' };
}

/**
 * A Godot web export uploaded into our files host: the engine script (.js), the engine (.wasm) and
 * the game (.pck), named as exported; the config (GODOT_CONFIG of the export's page) in window 1.
 */
export function godotBuild(p: Pick<ProjectDto, 'resources' | 'projectText'>) {
  const config = godotConfig(p);
  const find = (re: RegExp) => p.resources.find((r) => isContentResource(r) && re.test(r.name)) ?? null;
  const script = find(/\.js$/i);
  const wasm = find(/\.wasm$/i);
  const pck = find(/\.pck$/i);
  if (!config || !script || !wasm || !pck) return null;
  const files = p.resources.filter((r) => isContentResource(r) && /\.(js|wasm|pck)$/i.test(r.name)).map((r) => ({ name: r.name, url: r.url }));
  return { config, script: script.name, files };
}

/** Where a project page leads back to: /hackathons with ?hackathon, else the Fun Space or hackathons page that opened it, else /funspace. */
export function backTarget(search: URLSearchParams, from: unknown): string {
  if (search.has('hackathon')) return '/hackathons';
  if (typeof from === 'string' && /^\/(funspace|hackathons)(\/|\?|$)/.test(from)) return from;
  return '/funspace';
}

/** A cover upload must be a JPG or PNG image. */
export function isCoverImage(file: { name: string; type: string }): boolean {
  return /^image\/(jpeg|png)$/.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}
