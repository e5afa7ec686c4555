import { HackGrade, ProjectType } from '@school/contracts';
import {
  applyTypeFilter,
  awardBadge,
  backTarget,
  editorTarget,
  editorUrl,
  externalGodotFrame,
  godotConfig,
  hashOfPublicUrl,
  isCoverImage,
  materialsOf,
  newProjectEditorUrl,
  opensEditor,
  toggledLikes,
  unityBuild,
} from './project-rules';
import { acceptsManyFiles, fileAccept, mergeResources, toResources, usesLinkUrl, withOverrides } from './editor-fields';

describe('project rules', () => {
  it('leads a new project to its editor, and a not-yet-created one with its title and access', () => {
    expect(editorUrl(7, 'main')).toBe('/project?projectId=7&app=main');
    expect(editorUrl(7, 'scratch')).toBe('/project?projectId=7&app=scratch');
    // A Scratch project's editor opens with a full page load, every other one inside the page.
    expect(editorTarget(7, ProjectType.Scratch)).toEqual({ href: '/project?projectId=7&app=scratch', reload: true });
    expect(editorTarget(7, ProjectType.Python)).toEqual({ href: '/project?projectId=7&app=main', reload: false });
    const url = new URL(newProjectEditorUrl({ type: ProjectType.Unity, title: 'Игра & <б>', studentId: 3, accessType: 1 }), 'http://x');
    expect(url.pathname).toBe('/project');
    expect(Object.fromEntries(url.searchParams)).toEqual({ app: 'main', projectType: '4', title: 'Игра & <б>', studentId: '3', accessType: '1' });
  });

  it('opens the editor for external types only', () => {
    expect(opensEditor(ProjectType.Unity)).toBe(true);
    expect(opensEditor(ProjectType.Web)).toBe(true);
    expect(opensEditor(ProjectType.Scratch)).toBe(false);
    expect(opensEditor(ProjectType.Python)).toBe(false);
  });

  it('filters by the type filter bar', () => {
    const list = [{ projectType: 1 }, { projectType: 3 }, { projectType: 8 }];
    expect(applyTypeFilter(list, 'all')).toHaveLength(3);
    expect(applyTypeFilter(list, 'sites')).toEqual([{ projectType: 3 }]);
    expect(applyTypeFilter(list, 'presentations')).toEqual([{ projectType: 8 }]);
  });

  it('maps places to award badges with tooltips', () => {
    expect(awardBadge(0, 'Senior')).toMatchObject({ kind: 'super' });
    expect(awardBadge(1, 'Junior')).toMatchObject({ kind: 'gold', tooltip: 'Junior 1 place' });
    expect(awardBadge(2, 'Middle')).toMatchObject({ kind: 'silver', tooltip: 'Middle 2 place' });
    expect(awardBadge(3, 'Senior')).toMatchObject({ kind: 'bronze' });
    expect(awardBadge(7, 'Middle')).toMatchObject({ kind: 'numbered', label: '7' });
    expect(awardBadge(10, 'Junior')).toMatchObject({ kind: 'star' });
    expect(awardBadge(null, null)).toBeNull();
    // The medal's colours follow the grade: three golds, one per grade.
    expect([HackGrade.Junior, HackGrade.Middle, HackGrade.Senior].map((g) => awardBadge(1, g)!.grade)).toEqual(['junior', 'middle', 'senior']);
    expect(awardBadge(5, 'Senior')).toMatchObject({ kind: 'numbered', grade: 'senior' });
    expect(awardBadge(0, 'Senior')!.grade).toBeNull();
    expect(awardBadge(2, 'Элита')).toMatchObject({ kind: 'silver', grade: 'junior' });
    expect(awardBadge(11, 'Junior')).toBeNull();
  });

  it('takes the hash from the last path segment of the public URL', () => {
    expect(hashOfPublicUrl('http://x.ru/pub/p/AbC_-1')).toBe('AbC_-1');
    expect(hashOfPublicUrl('/pub/p/zz')).toBe('zz');
  });

  it('never lets the like counter drop below 0', () => {
    expect(toggledLikes(0, false)).toEqual({ liked: true, likes: 1 });
    expect(toggledLikes(1, true)).toEqual({ liked: false, likes: 0 });
    expect(toggledLikes(0, true)).toEqual({ liked: false, likes: 0 });
  });

  it('needs data, framework and wasm for Unity and a non-empty JSON config for Godot', () => {
    const r = (name: string) => ({ name, url: `/f/${name}`, md5: null, resourceType: 'File' });
    expect(unityBuild({ resources: [r('b.data'), r('b.framework.js')] })).toBeNull();
    expect(unityBuild({ resources: [r('b.loader.js'), r('b.data'), r('b.framework.js'), r('b.wasm')] })).toMatchObject({ wasm: '/f/b.wasm' });
    expect(godotConfig({ projectText: [{ windowId: 1, text: '' }] })).toBeNull();
    expect(godotConfig({ projectText: [{ windowId: 1, text: '{}' }] })).toBeNull();
    expect(godotConfig({ projectText: [{ windowId: 1, text: 'not json' }] })).toBeNull();
    expect(godotConfig({ projectText: [{ windowId: 1, text: '{"url":"/g/index.html"}' }] })).toEqual({ url: '/g/index.html' });
  });

  it('frames an older Godot export page of another origin as its own, never one of the school with allow-same-origin', () => {
    const school = 'http://localhost:3000';
    expect(externalGodotFrame('https://games.example/g/index.html', school)).toEqual({
      url: 'https://games.example/g/index.html',
      sandbox: 'allow-scripts allow-same-origin allow-pointer-lock',
    });
    expect(externalGodotFrame('/g/index.html', school)).toEqual({ url: 'http://localhost:3000/g/index.html', sandbox: 'allow-scripts allow-pointer-lock' });
    expect(externalGodotFrame('http://localhost:3000/api/files/abc', school)?.sandbox).not.toContain('allow-same-origin');
    expect(externalGodotFrame('javascript:alert(1)', school)).toBeNull();
    expect(externalGodotFrame('data:text/html,<script>1</script>', school)).toBeNull();
    expect(externalGodotFrame(42, school)).toBeNull();
  });

  it('orders hackathon materials 9, 17, 18', () => {
    const r = (t: number | string) => ({ name: String(t), url: String(t), md5: null, resourceType: t });
    expect(materialsOf({ resources: [r('18'), r('File'), r(9), r(17)] }).map((m) => m.code)).toEqual([9, 17, 18]);
  });

  it('lets /project query values override the project', () => {
    const q = new URLSearchParams('title=Новое&projectType=4');
    expect(withOverrides({ title: 'Старое', projectType: 1 }, q)).toEqual({ title: 'Новое', projectType: 4 });
    expect(withOverrides({ title: 'Старое', projectType: 1 }, new URLSearchParams())).toEqual({ title: 'Старое', projectType: 1 });
    expect(toResources(' https://a.ru/x.png?y=1 ')).toEqual([{ name: 'x.png', url: 'https://a.ru/x.png?y=1', md5: null, resourceType: 'File' }]);
    expect(toResources('')).toEqual([]);
  });

  it('edits only the content files and keeps the thumb and hackathon materials on save', () => {
    const res = (name: string, resourceType: string | number) => ({ name, url: `/f/${name}`, md5: null, resourceType });
    const all = [res('old.sb3', 'File'), res('thumb.png', 'Thumb'), res('video', 9), res('poster', '18')];
    expect(mergeResources(all, [res('new.sb3', 'File')]).map((r) => r.name)).toEqual(['thumb.png', 'video', 'poster', 'new.sb3']);
    expect(mergeResources(all, []).map((r) => r.name)).toEqual(['thumb.png', 'video', 'poster']);
  });

  it('gives each project type its way of holding content', () => {
    expect(fileAccept(ProjectType.Scratch)).toBe('.sb3');
    expect(fileAccept(ProjectType.Web)).toBeNull();
    expect(fileAccept(ProjectType.Link)).toBeNull();
    expect(usesLinkUrl(ProjectType.Link)).toBe(true);
    expect(usesLinkUrl(ProjectType.Image)).toBe(false);
    expect(acceptsManyFiles(ProjectType.Unity)).toBe(true);
    expect(acceptsManyFiles(ProjectType.Scratch)).toBe(false);
  });

  it('leads project pages back to /hackathons with ?hackathon, else to the Fun Space page that opened them', () => {
    expect(backTarget(new URLSearchParams('hackathon=1'), '/funspace')).toBe('/hackathons');
    expect(backTarget(new URLSearchParams(''), '/funspace?tab=hackathon')).toBe('/funspace?tab=hackathon');
    expect(backTarget(new URLSearchParams(''), '/hackathons')).toBe('/hackathons');
    expect(backTarget(new URLSearchParams(''), 'https://evil.example/')).toBe('/funspace');
    expect(backTarget(new URLSearchParams(''), '/funspacex')).toBe('/funspace');
    expect(backTarget(new URLSearchParams(''), undefined)).toBe('/funspace');
  });

  it('accepts only JPG and PNG covers', () => {
    expect(isCoverImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isCoverImage({ name: 'a.JPG', type: '' })).toBe(true);
    expect(isCoverImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isCoverImage({ name: 'a.sb3', type: 'application/x.scratch.sb3' })).toBe(false);
  });
});
