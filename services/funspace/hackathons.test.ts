import { ApiPaths, HackGrade, type HackEventDto, type HackGradeDto, type ProjectDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';

describe('hackathons', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists hackathons with nominations to visitors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackEvents });
    expect(res.statusCode).toBe(200);
    const events = dataOf<HackEventDto[]>(res);
    expect(events.map((e) => e.title)).toContain('Осенний хакатон 2026');
    expect(events.find((e) => e.title === 'Осенний хакатон 2026')!.nominations.map((n) => n.title)).toEqual(['Лучшая игра', 'Лучший сайт']);
  });

  it('applies, reads grades and course, submits an own project, and refuses others', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    const events = dataOf<HackEventDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.hackEvents }));
    const hack = events.find((e) => e.title === 'Зимний хакатон 2027')!;
    const autumn = events.find((e) => e.title === 'Осенний хакатон 2026')!;

    const none = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s1.auth });
    expect(dataOf(none)).toBeNull();
    const apply = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s1.auth, payload: { grade: HackGrade.Junior } });
    expect(dataOf(apply)).toMatchObject({ hackEventId: hack.id, studentId: s1.userId, grade: 'Junior' });
    const badGrade = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s1.auth, payload: { grade: 'Expert' } });
    expect(badGrade.statusCode).toBe(400);
    const foreign = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, hack.id), headers: s2.auth, payload: { grade: 'Junior' } });
    expect(foreign.statusCode).toBe(403);

    const grades = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackGrades(s1.userId, autumn.id), headers: s1.auth });
    const list = dataOf<HackGradeDto[]>(grades);
    expect(list.map((g) => g.grade)).toEqual(['Junior', 'Middle', 'Senior']);
    const one = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackGrade(s1.userId, autumn.id, list[1].id), headers: s1.auth });
    expect(dataOf(one)).toMatchObject({ grade: 'Middle', minAge: 12, maxAge: 13 });
    const missing = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackGrade(s1.userId, hack.id, list[1].id), headers: s1.auth });
    expect(missing.statusCode).toBe(404);
    const course = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackCourse(s1.userId, hack.id), headers: s1.auth });
    expect(dataOf(course)).toEqual({ courseId: null, title: null });

    const own = dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s1.auth }));
    const other = dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s2.userId), headers: s2.auth }));
    expect(hack.nominations.length).toBeGreaterThan(1);
    const post = (auth: Record<string, string>, userId: number, hackId: number, projectId: number, nominationId: number) =>
      ctx.app.inject({ method: 'POST', url: ApiPaths.hackSubmission(userId, hackId), headers: auth, payload: { projectId, nominationId } });

    // A nomination of another hackathon, someone else's project, no application, an ended hackathon.
    expect((await post(s1.auth, s1.userId, hack.id, own[0].id, autumn.nominations[0].id)).statusCode).toBe(400);
    expect((await post(s1.auth, s1.userId, hack.id, other[0].id, hack.nominations[0].id)).statusCode).toBe(404);
    const noApplication = await post(s2.auth, s2.userId, hack.id, other[0].id, hack.nominations[0].id);
    expect(noApplication.statusCode).toBe(400);
    expect(errorOf(noApplication).code).toBe('NO_APPLICATION');
    const lateApply = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s1.userId, autumn.id), headers: s1.auth, payload: { grade: 'Junior' } });
    expect(lateApply.statusCode).toBe(400);
    expect(errorOf(lateApply).code).toBe('HACK_CLOSED');
    // Петя's autumn winner cannot also go to the winter hackathon.
    const s2Apply = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s2.userId, hack.id), headers: s2.auth, payload: { grade: 'Junior' } });
    expect(s2Apply.statusCode).toBe(200);
    const winners = dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projectHackWinners }));
    const petyaWinner = winners.find((w) => w.studentId === s2.userId)!;
    const twice = await post(s2.auth, s2.userId, hack.id, petyaWinner.id, hack.nominations[0].id);
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).code).toBe('PROJECT_IN_OTHER_HACK');
    const lateSubmit = await post(s2.auth, s2.userId, autumn.id, other[0].id, autumn.nominations[0].id);
    expect(errorOf(lateSubmit).code).toBe('HACK_CLOSED');

    const submit = await post(s1.auth, s1.userId, hack.id, own[0].id, hack.nominations[1].id);
    expect(submit.statusCode).toBe(200);
    expect(dataOf(submit)).toMatchObject({ projectId: own[0].id, hackEventId: hack.id, nominationId: hack.nominations[1].id, grade: 'Junior', place: null });
    // A new submission replaces the previous one.
    expect((await post(s1.auth, s1.userId, hack.id, own[1].id, hack.nominations[0].id)).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackSubmission(s1.userId, hack.id), headers: s1.auth });
    expect(dataOf(read)).toMatchObject({ projectId: own[1].id, nominationId: hack.nominations[0].id });
    const after = dataOf<ProjectDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s1.auth }));
    expect(after.find((p) => p.id === own[1].id)!.hackProject).toMatchObject({ hackEvent: 'Зимний хакатон 2027' });
    expect(after.find((p) => p.id === own[0].id)!.hackProject).toBeNull();
  });
});
