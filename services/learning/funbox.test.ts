import { ApiPaths, FunboxStatus, type FunboxCourseDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

describe('Funbox', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the extra courses with lesson counts and the student state, which the student sets', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    const list = await ctx.app.inject({ method: 'GET', url: ApiPaths.funbox(s1.userId), headers: s1.auth });
    expect(list.statusCode).toBe(200);
    const [first] = dataOf<FunboxCourseDto[]>(list);
    expect(first.course.lessonCount).toBeGreaterThan(0);
    expect(first.course.firstLessonId).not.toBeNull();
    expect(first.status).toBe(FunboxStatus.Nothing);

    const set = await ctx.app.inject({
      method: 'POST',
      url: `${ApiPaths.funboxStatus(s1.userId, first.course.id)}?action=${FunboxStatus.Open}`,
      headers: s1.auth,
    });
    expect(set.json()).toEqual({ data: { courseId: first.course.id, status: FunboxStatus.Open } });
    const again = await ctx.app.inject({ method: 'GET', url: ApiPaths.funbox(s1.userId), headers: s1.auth });
    expect(dataOf<FunboxCourseDto[]>(again)[0].status).toBe(FunboxStatus.Open);

    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `${ApiPaths.funboxStatus(s1.userId, first.course.id)}?action=${FunboxStatus.Solved}`,
      headers: s2.auth,
    });
    expect(foreign.statusCode).toBe(403);
    const notFunbox = await ctx.app.inject({ method: 'POST', url: `${ApiPaths.funboxStatus(s1.userId, 1)}?action=Open`, headers: s1.auth });
    expect(notFunbox.statusCode).toBe(404);
  });
});
