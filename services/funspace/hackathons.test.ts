import { ApiPaths, HackGrade } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';

describe('hackathons', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists hackathons with nominations to visitors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackEvents });
    expect(res.statusCode).toBe(200);
    const events = res.json().data as { title: string; nominations: { title: string }[] }[];
    expect(events.map((e) => e.title)).toContain('Осенний хакатон 2026');
    expect(events.find((e) => e.title === 'Осенний хакатон 2026')!.nominations.map((n) => n.title)).toEqual(['Лучшая игра', 'Лучший сайт']);
  });

  it('applies, reads grades and course, submits an own project, and refuses others', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    const events = (await ctx.app.inject({ method: 'GET', url: ApiPaths.hackEvents })).json().data as { id: number; title: string; nominations: { id: number }[] }[];
    const hack = events.find((e) => e.title === 'Зимний хакатон 2027')!;
    const autumn = events.find((e) => e.title === 'Осенний хакатон 2026')!;

    const none = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s1.auth });
    expect(none.json().data).toBeNull();
    const apply = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s1.auth, payload: { grade: HackGrade.Junior } });
    expect(apply.json().data).toMatchObject({ hackEventId: hack.id, studentId: s1.userId, grade: 'Junior' });
    const badGrade = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s1.auth, payload: { grade: 'Expert' } });
    expect(badGrade.statusCode).toBe(400);
    const foreign = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s2.auth, payload: { grade: 'Junior' } });
    expect(foreign.statusCode).toBe(403);

    const grades = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackGrades(s1.userId, autumn.id), headers: s1.auth });
    const list = grades.json().data as { id: number; grade: string }[];
    expect(list.map((g) => g.grade)).toEqual(['Junior', 'Middle', 'Senior']);
    const one = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackGrade(s1.userId, autumn.id, list[1].id), headers: s1.auth });
    expect(one.json().data).toMatchObject({ grade: 'Middle', minAge: 12, maxAge: 13 });
    const missing = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackGrade(s1.userId, hack.id, list[1].id), headers: s1.auth });
    expect(missing.statusCode).toBe(404);
    const course = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackCourse(s1.userId, hack.id), headers: s1.auth });
    expect(course.json().data).toEqual({ courseId: null, title: null });

    const own = (await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s1.auth })).json().data as { id: number }[];
    const other = (await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s2.userId), headers: s2.auth })).json().data as { id: number }[];
    const nominationId = hack.nominations[0]?.id ?? autumn.nominations[0].id;
    const wrongNomination = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.hackSubmission(s1.userId, hack.id),
      headers: s1.auth,
      payload: { projectId: own[0].id, nominationId: autumn.nominations[0].id },
    });
    expect(wrongNomination.statusCode).toBe(400);
    const notMine = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.hackSubmission(s1.userId, autumn.id),
      headers: s1.auth,
      payload: { projectId: other[0].id, nominationId: autumn.nominations[0].id },
    });
    // No application to the autumn hackathon.
    expect(notMine.statusCode).toBe(400);
    const autumnApply = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, autumn.id), headers: s1.auth, payload: { grade: 'Junior' } });
    expect(autumnApply.statusCode).toBe(200);
    const stillNotMine = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.hackSubmission(s1.userId, autumn.id),
      headers: s1.auth,
      payload: { projectId: other[0].id, nominationId: autumn.nominations[0].id },
    });
    expect(stillNotMine.statusCode).toBe(404);
    const submit = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.hackSubmission(s1.userId, autumn.id),
      headers: s1.auth,
      payload: { projectId: own[0].id, nominationId: autumn.nominations[1].id },
    });
    expect(submit.json().data).toMatchObject({ projectId: own[0].id, nominationId: autumn.nominations[1].id, grade: 'Junior', place: null });
    const read = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackSubmission(s1.userId, autumn.id), headers: s1.auth });
    expect(read.json().data.projectId).toBe(own[0].id);
    expect(nominationId).toBeGreaterThan(0);
  });
});
