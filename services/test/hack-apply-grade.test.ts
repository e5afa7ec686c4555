import { ApiPaths, type HackApplicationDto, type HackEventDto } from '@school/contracts';
import { buildTestApp, loginAs } from './test-app';
import { dataOf, errorOf } from './body';

/** Issue 19 item 7: the student does not choose a hackathon grade; only the student's teacher sets one. */
describe('hackathon application grade', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('takes an application without a grade and refuses a teacher call without one', async () => {
    const [student, teacher, teacher2] = await Promise.all((['student2', 'teacher', 'teacher2'] as const).map((l) => loginAs(ctx.app, l)));
    const events = dataOf<HackEventDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.hackEvents }));
    const hack = events.find((e) => e.title === 'Зимний хакатон 2027')!;
    const url = ApiPaths.hackApplication(student.userId, hack.id);
    const apply = await ctx.app.inject({ method: 'POST', url, headers: student.auth, payload: {} });
    expect(apply.statusCode).toBe(200);
    expect(['Junior', 'Middle', 'Senior']).toContain(dataOf<HackApplicationDto>(apply).grade);
    const mine = (await ctx.app.teaching.teaches(teacher.userId, student.userId)) ? teacher : teacher2;
    const noGrade = await ctx.app.inject({ method: 'POST', url, headers: mine.auth, payload: {} });
    expect(noGrade.statusCode).toBe(400);
    expect(errorOf(noGrade).code).toBe('GRADE_REQUIRED');
  });
});
