import { ApiPaths, type LikeResult } from '@school/contracts';
import { countQueries } from '../test/count-queries';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

type Card = {
  id: number;
  studentId: number;
  projectText: unknown[];
  resources: unknown[];
  profile: { displayName: string; firstName: string };
  liked: boolean;
  hackProject: unknown;
};

/** Queries the Fun Space hot reads make on a cold cache (the first read after a write): at most two each; fewer once warm. */
describe('fun space hot paths', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function read(url: string, headers: Record<string, string> = {}) {
    const { result: res, queries } = await countQueries(ctx.app, () => ctx.app.inject({ method: 'GET', url, headers }));
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return { queries, data: dataOf<Card[]>(res) };
  }

  it('the student project list, trending and hackathon winners take at most two queries each, with full cards', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    // A like by student2 writes (so every cache is cold) and must show in student2's cards.
    const target = (await read(ApiPaths.projectTrend)).data[0];
    const hash = (target as unknown as { publicUrl: string }).publicUrl.split('/').pop()!;
    const like = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectLike(hash), headers: s2.auth });
    expect(dataOf<LikeResult>(like).liked).toBe(true);

    const list = await read(ApiPaths.projects(s1.userId), s1.auth);
    expect(list.queries).toBeLessThanOrEqual(2);
    expect(list.data.length).toBeGreaterThanOrEqual(5);
    expect(list.data.some((p) => p.projectText.length > 0)).toBe(true);
    expect(list.data.some((p) => p.resources.length > 0)).toBe(true);
    expect(list.data.every((p) => p.profile.displayName !== '')).toBe(true);

    const trendAsStudent = await read(ApiPaths.projectTrend, s2.auth);
    expect(trendAsStudent.queries).toBeLessThanOrEqual(2);
    expect(trendAsStudent.data.find((p) => p.id === target.id)?.liked).toBe(true);
    // The ranking is cached for everyone: a signed-in owner reads only their likes (one query) and
    // sees their own cards as everyone does; the anonymous copy carries no one's like.
    const trendAsOwner = await read(ApiPaths.projectTrend, s1.auth);
    expect(trendAsOwner.queries).toBe(1);
    expect(trendAsOwner.data.some((p) => p.studentId === s1.userId)).toBe(true);
    expect([...trendAsOwner.data, ...trendAsStudent.data].every((p) => p.profile.firstName === '')).toBe(true);
    const trendAnon = await read(ApiPaths.projectTrend);
    expect(trendAnon.queries).toBe(0);
    expect(trendAnon.data.map((p) => p.id)).toEqual(trendAsStudent.data.map((p) => p.id));
    expect(trendAnon.data.every((p) => !p.liked)).toBe(true);

    const winners = await read(ApiPaths.projectHackWinners);
    expect(winners.queries).toBeLessThanOrEqual(2);
    expect(winners.data.length).toBeGreaterThan(0);
    expect(winners.data.every((p) => p.hackProject !== null)).toBe(true);
  });
});
