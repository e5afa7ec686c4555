import { ApiPaths, ProjectAccess, ProjectType, TRASH_RETENTION_DAYS, type ProjectDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { Project } from './entities';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Session = Awaited<ReturnType<typeof loginAs>>;

describe('fun space projects', () => {
  let ctx: Ctx;
  let s1: Session;
  let s2: Session;
  let teacher: Session;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s2, teacher] = await Promise.all([loginAs(ctx.app, 'student1'), loginAs(ctx.app, 'student2'), loginAs(ctx.app, 'teacher')]);
  });
  afterAll(() => ctx.close());

  const create = async (s: Session, body: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: ApiPaths.projects(s.userId), headers: s.auth, payload: body });
    expect(res.statusCode).toBe(200);
    return dataOf<ProjectDto>(res);
  };
  const hashOf = (p: { publicUrl: string }) => p.publicUrl.split('/').pop()!;

  it('lists the seeded projects by tab: all, published, trash', async () => {
    const list = async (filter: string) =>
      dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: `${ApiPaths.projects(s1.userId)}?filter=${filter}`, headers: s1.auth }));
    const all = await list('all');
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((p) => !p.isDeleted)).toBe(true);
    expect(all[0].profile.avatar).toBe('kidw');
    const published = await list('published');
    expect(published.every((p) => p.accessType !== ProjectAccess.OnlyMe)).toBe(true);
    expect(published.length).toBeLessThan(all.length);
    const trash = await list('trash');
    expect(trash.map((p) => p.title)).toEqual(['Старая игра']);
    const bad = await ctx.app.inject({ method: 'GET', url: `${ApiPaths.projects(s1.userId)}?filter=x`, headers: s1.auth });
    expect(bad.statusCode).toBe(400);
    const other = await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s2.auth });
    expect(other.statusCode).toBe(403);
  });

  it('creates, saves and returns texts and resources; refuses saving someone else’s project', async () => {
    const p = await create(s1, { title: 'Игра', projectType: ProjectType.Python, projectText: [{ windowId: 2, text: 'print(1)' }] });
    expect(p.accessType).toBe(ProjectAccess.SchoolStudents);
    const save = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.project(s1.userId, p.id),
      headers: s1.auth,
      payload: { title: 'Игра 2', desc: 'Описание', thumbnail: '/api/files/covers/2/3', projectText: [{ windowId: 2, text: 'print(2)' }] },
    });
    expect(save.statusCode).toBe(200);
    expect(dataOf(save)).toMatchObject({ title: 'Игра 2', desc: 'Описание', thumbnail: '/api/files/covers/2/3', projectText: [{ windowId: 2, text: 'print(2)' }] });
    const foreign = await ctx.app.inject({ method: 'POST', url: ApiPaths.project(s2.userId, p.id), headers: s2.auth, payload: { title: 'x' } });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('Проект не найден');
    const bad = await ctx.app.inject({ method: 'POST', url: ApiPaths.projects(s1.userId), headers: s1.auth, payload: { projectType: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  describe('authorization matrix', () => {
    const cases: [string, number, Record<string, number>][] = [
      ['private', ProjectAccess.OnlyMe, { owner: 200, other: 403, teacher: 200, anonymous: 403 }],
      ['school', ProjectAccess.SchoolStudents, { owner: 200, other: 200, teacher: 200, anonymous: 403 }],
      ['public', ProjectAccess.Everyone, { owner: 200, other: 200, teacher: 200, anonymous: 200 }],
    ];
    it.each(cases)('%s project by id and by hash', async (_name, accessType, expected) => {
      const p = await create(s1, { title: `Доступ ${accessType}`, projectType: ProjectType.Scratch, accessType });
      const hash = hashOf(p);
      const callers: Record<string, { id: number; headers: Record<string, string> }> = {
        owner: { id: s1.userId, headers: s1.auth },
        other: { id: s2.userId, headers: s2.auth },
        teacher: { id: teacher.userId, headers: teacher.auth },
        anonymous: { id: 0, headers: {} },
      };
      for (const [who, caller] of Object.entries(callers)) {
        const byId = await ctx.app.inject({ method: 'GET', url: ApiPaths.project(caller.id, p.id), headers: caller.headers });
        expect([who, byId.statusCode]).toEqual([who, expected[who]]);
        const byHash = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectShare(caller.id, hash), headers: caller.headers });
        expect([who, byHash.statusCode]).toEqual([who, expected[who]]);
        if (byHash.statusCode === 403) expect(errorOf(byHash).code).toBe('PROJECT_PRIVATE');
      }
    });

    it('refuses reading for another user id, needs a token for a user id, and answers 404 and 400', async () => {
      const asOther = await ctx.app.inject({ method: 'GET', url: ApiPaths.project(s1.userId, 1), headers: s2.auth });
      expect(asOther.statusCode).toBe(403);
      const noToken = await ctx.app.inject({ method: 'GET', url: ApiPaths.project(s1.userId, 1) });
      expect(noToken.statusCode).toBe(401);
      const missing = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectShare(0, 'nope') });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).message).toBe('Проект не найден');
      const noHash = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectShare(0, '') });
      expect(noHash.statusCode).toBe(400);
      expect(errorOf(noHash).message).toBe('Не указан hash');
      const staleToken = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend, headers: { authorization: 'Bearer broken' } });
      expect(staleToken.statusCode).toBe(200);
    });
  });

  it('gives every project its parts: the workspace that plays it and where its content is', async () => {
    const read = async (id: number) =>
      dataOf<ProjectDto>(await ctx.app.inject({ method: 'GET', url: ApiPaths.project(s1.userId, id), headers: s1.auth }));
    const scratch = await create(s1, {
      title: 'Части',
      projectType: ProjectType.Scratch,
      resources: [
        { name: 'cover.png', url: '/api/files/covers/1/1', resourceType: 'Thumb' },
        { name: 'game.sb3', url: '/api/files/abc', resourceType: 'File' },
        { name: 'poster.png', url: '/api/files/def', resourceType: 18 },
      ],
    });
    // The cover and the hackathon poster are not parts; the sb3 is, played by the Scratch workspace.
    expect((await read(scratch.id)).parts).toEqual([{ taskType: 'Scratch', url: '/api/files/abc' }]);
    // A Python project kept as text is one part, its player page.
    const python = await create(s1, { title: 'Код', projectType: ProjectType.Python, projectText: [{ windowId: 2, text: 'print(1)' }] });
    const py = await read(python.id);
    expect(py.parts).toEqual([{ taskType: 'Python', url: `${py.baseUrl}/funspace/player/${python.id}` }]);
    // A project with nothing in it yet has no parts; the list carries them too.
    const empty = await create(s1, { title: 'Пусто', projectType: ProjectType.Web });
    expect((await read(empty.id)).parts).toEqual([]);
    const list = dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s1.auth }));
    expect(list.find((p) => p.id === scratch.id)!.parts).toEqual([{ taskType: 'Scratch', url: '/api/files/abc' }]);
  });

  it('moves to the trash and back, hides trash from others, and reports double moves', async () => {
    const p = await create(s1, { title: 'В корзину', projectType: ProjectType.Web, accessType: ProjectAccess.Everyone });
    const del = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectDelete(s1.userId, p.id), headers: s1.auth });
    expect(dataOf<ProjectDto>(del).isDeleted).toBe(true);
    const again = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectDelete(s1.userId, p.id), headers: s1.auth });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe('Ошибка удаления проекта');
    const seen = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectShare(0, hashOf(p)) });
    expect(seen.statusCode).toBe(404);
    const saveInTrash = await ctx.app.inject({ method: 'POST', url: ApiPaths.project(s1.userId, p.id), headers: s1.auth, payload: { title: 'x' } });
    expect(errorOf(saveInTrash).message).toBe('Ошибка при обновлении проекта');
    const undel = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectUndelete(s1.userId, p.id), headers: s1.auth });
    expect(dataOf<ProjectDto>(undel).isDeleted).toBe(false);
    const undelAgain = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectUndelete(s1.userId, p.id), headers: s1.auth });
    expect(errorOf(undelAgain).message).toBe('Ошибка восстановления проекта');
    const byOther = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectDelete(s1.userId, p.id), headers: s2.auth });
    expect(byOther.statusCode).toBe(403);
  });

  it('purges trash older than the retention period only', async () => {
    const old = await create(s1, { title: 'Старьё', projectType: ProjectType.Scratch });
    const recent = await create(s1, { title: 'Свежее', projectType: ProjectType.Scratch });
    const em = ctx.app.em();
    const day = 24 * 3600 * 1000;
    await em.nativeUpdate(Project, { id: old.id }, { isDeleted: true, deletedAt: new Date(Date.now() - (TRASH_RETENTION_DAYS + 1) * day) });
    await em.nativeUpdate(Project, { id: recent.id }, { isDeleted: true, deletedAt: new Date(Date.now() - (TRASH_RETENTION_DAYS - 1) * day) });
    const purged = await ctx.app.projects.purgeTrash();
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await em.count(Project, { id: old.id })).toBe(0);
    expect(await em.count(Project, { id: recent.id })).toBe(1);
  });

  it('gives the public URL whose last segment is the hash', async () => {
    const p = await create(s1, { title: 'Ссылка', projectType: ProjectType.Scratch });
    const res = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectUrl(s1.userId, p.id), headers: s1.auth });
    expect(dataOf(res)).toBe(p.publicUrl);
    expect(dataOf<string>(res)).toMatch(/\/pub\/p\/[A-Za-z0-9_-]+$/);
  });

  it('toggles a like per user; the counter never goes below 0', async () => {
    const p = await create(s1, { title: 'Лайки', projectType: ProjectType.Scratch });
    const like = (s: Session) => ctx.app.inject({ method: 'POST', url: ApiPaths.projectLike(hashOf(p)), headers: s.auth });
    expect(dataOf(await like(s2))).toEqual({ liked: true, likes: 1 });
    expect(dataOf(await like(teacher))).toEqual({ liked: true, likes: 2 });
    expect(dataOf(await like(s2))).toEqual({ liked: false, likes: 1 });
    expect(dataOf(await like(teacher))).toEqual({ liked: false, likes: 0 });
    const anonymous = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectLike(hashOf(p)) });
    expect(anonymous.statusCode).toBe(401);
    const priv = await create(s1, { title: 'Приватный', projectType: ProjectType.Scratch, accessType: 0 });
    const hidden = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectLike(hashOf(priv)), headers: s2.auth });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe('Ошибка добавления лайка');
    const read = await ctx.app.inject({ method: 'GET', url: ApiPaths.project(s1.userId, p.id), headers: s1.auth });
    expect(dataOf<ProjectDto>(read).stats.likes).toBe(0);
  });

  it('counts a view once per session and project', async () => {
    const p = await create(s1, { title: 'Просмотры', projectType: ProjectType.Scratch, accessType: ProjectAccess.Everyone });
    const view = (session?: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: ApiPaths.projectView(hashOf(p)),
        headers: session ? { ...headers, 'x-view-session': session } : headers,
      });
    expect(dataOf(await view('session-aaaa'))).toEqual({ counted: true, views: 1 });
    expect(dataOf(await view('session-aaaa'))).toEqual({ counted: false, views: 1 });
    expect(dataOf(await view('session-bbbb'))).toEqual({ counted: true, views: 2 });
    expect(dataOf(await view(undefined, s2.auth))).toEqual({ counted: true, views: 3 });
    expect(dataOf(await view(undefined, s2.auth))).toEqual({ counted: false, views: 3 });
  });

  it('ranks trending public projects by recent likes and views, without auth', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend });
    expect(res.statusCode).toBe(200);
    const data = dataOf<ProjectDto[]>(res);
    expect(data.length).toBeGreaterThan(2);
    expect(data.every((p) => p.accessType === ProjectAccess.Everyone && !p.isDeleted)).toBe(true);
    // Seed: "Колобок против роботов" has 3 recent likes and 20 views, the most.
    expect(data[0].title).toBe('Колобок против роботов');
  });

  it('lists hackathon winners with nomination, grade and place', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectHackWinners });
    const data = dataOf<ProjectDto[]>(res);
    expect(data.map((p) => p.hackProject?.place)).toEqual([1, 10]);
    expect(data[0].hackProject).toMatchObject({ hackNomination: 'Лучшая игра', hackGrade: 'Junior' });
  });

  it('forks a visible project as a private copy and refuses an invisible one', async () => {
    const src = await create(s1, { title: 'Оригинал', projectType: ProjectType.Python, projectText: [{ windowId: 2, text: 'print(42)' }] });
    const fork = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectFork(s2.userId, hashOf(src)), headers: s2.auth });
    expect(fork.statusCode).toBe(200);
    expect(dataOf(fork)).toMatchObject({ title: 'Оригинал', studentId: s2.userId, accessType: 0, projectText: [{ windowId: 2, text: 'print(42)' }] });
    const priv = await create(s1, { title: 'Секрет', projectType: ProjectType.Python, accessType: 0 });
    const refused = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectFork(s2.userId, hashOf(priv)), headers: s2.auth });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe('Ошибка создания форка проекта');
    const forOther = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectFork(s1.userId, hashOf(src)), headers: s2.auth });
    expect(forOther.statusCode).toBe(403);
  });
});

describe('scratch storage worker', () => {
  it('is served at /chunks/ without auth', async () => {
    const ctx = await buildTestApp();
    try {
      const { readdirSync } = await import('node:fs');
      const path = await import('node:path');
      const dir = path.join(path.dirname(require.resolve('scratch-storage')), '..', 'web', 'chunks');
      const worker = readdirSync(dir).find((f) => f.startsWith('fetch-worker') && f.endsWith('.js'))!;
      const res = await ctx.app.inject({ method: 'GET', url: `/chunks/${worker}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    } finally {
      await ctx.close();
    }
  });
});
