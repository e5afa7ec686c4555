import { ApiPaths, HackGrade, ProjectAccess, ProjectType, type HackApplicationDto, type HackEventDto, type ProjectDto, type ViewResult } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { Profile } from '../profile/entities';
import { ANON_VIEWS_PER_ADDRESS } from './view-session';
import { gradeForAge } from './hack-grade';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Card { studentId: number; publicUrl: string; profile: Record<string, unknown> }

/** Issue 19 items 6, 7, 12: public cards, hackathon grades, anonymous view counts. */
describe('fun space: what strangers see and can move', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, s2: Session, s3: Session, teacher: Session, teacher2: Session;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, s2, s3, teacher, teacher2] = await Promise.all((['student1', 'student2', 'student3', 'teacher', 'teacher2'] as const).map((l) => loginAs(ctx.app, l)));
    // Real children's data to leak, if anything leaked.
    await ctx.app.em().nativeUpdate(Profile, {}, { firstName: 'Имя', lastName: 'Фамилия', gender: 'w', age: 11 });
  }, 60_000);
  afterAll(() => ctx.close());

  const hidden = { firstName: '', lastName: '', gender: null, age: null };

  it('trending, hackathon winners and shared links give visitors the display name and avatar only', async () => {
    const trend = dataOf<Card[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend }));
    const winners = dataOf<Card[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projectHackWinners }));
    expect(trend.length + winners.length).toBeGreaterThan(2);
    for (const card of [...trend, ...winners]) {
      expect(card.profile).toMatchObject(hidden);
      expect(typeof card.profile.displayName).toBe('string');
      expect(card.profile.displayName).not.toBe('');
    }
    const hash = trend[0].publicUrl.split('/').pop()!;
    const shared = await ctx.app.inject({ method: 'GET', url: ApiPaths.projectShare(0, hash) });
    expect(shared.statusCode).toBe(200);
    expect(dataOf<Card>(shared).profile).toMatchObject(hidden);
    // Another student signed in sees the same card; the owner sees their own names.
    const asOther = dataOf<Card[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projectTrend, headers: s3.auth }));
    expect(asOther.filter((c) => c.studentId !== s3.userId).every((c) => c.profile.firstName === '' && c.profile.age === null)).toBe(true);
    const own = dataOf<Card[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.projects(s1.userId), headers: s1.auth }));
    expect(own[0].profile).toMatchObject({ firstName: 'Имя', lastName: 'Фамилия', age: 11 });
  });

  it('counts anonymous views per address and session, with a cap per address', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.projects(s2.userId),
      headers: s2.auth,
      payload: { title: 'Накрутка', projectType: ProjectType.Scratch, accessType: ProjectAccess.Everyone },
    });
    const hash = dataOf<ProjectDto>(created).publicUrl.split('/').pop()!;
    const view = (session: string, ip = '203.0.113.7') =>
      ctx.app.inject({ method: 'POST', url: ApiPaths.projectView(hash), headers: { 'x-view-session': session }, remoteAddress: ip });
    let last = 0;
    for (let i = 0; i < ANON_VIEWS_PER_ADDRESS + 15; i++) last = dataOf<ViewResult>(await view(`random-${i}-session`)).views;
    expect(last).toBe(ANON_VIEWS_PER_ADDRESS);
    // The same session from another address is another visitor; a signed-in view still counts.
    expect(dataOf(await view('random-0-session', '198.51.100.9'))).toEqual({ counted: true, views: ANON_VIEWS_PER_ADDRESS + 1 });
    const signedIn = await ctx.app.inject({ method: 'POST', url: ApiPaths.projectView(hash), headers: { ...s1.auth, 'x-view-session': 'random-1-session' } });
    expect(dataOf(signedIn)).toEqual({ counted: true, views: ANON_VIEWS_PER_ADDRESS + 2 });
  });

  it('derives the hackathon grade from the age, ignores the student value, lets the teacher set it', async () => {
    const events = dataOf<HackEventDto[]>(await ctx.app.inject({ method: 'GET', url: ApiPaths.hackEvents }));
    const hack = events.find((e) => e.title === 'Зимний хакатон 2027')!;
    await ctx.app.em().nativeUpdate(Profile, { user: s3.userId }, { age: 15 });
    const apply = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s3.userId, hack.id), headers: s3.auth, payload: { grade: HackGrade.Junior } });
    expect(apply.statusCode).toBe(200);
    expect(dataOf<HackApplicationDto>(apply).grade).toBe('Senior');
    // Sending another grade changes nothing.
    const again = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s3.userId, hack.id), headers: s3.auth, payload: { grade: HackGrade.Junior } });
    expect(dataOf<HackApplicationDto>(again).grade).toBe('Senior');
    // The student's teacher sets it; a teacher of another group may not.
    const [mine, other] = (await ctx.app.teaching.teaches(teacher.userId, s3.userId)) ? [teacher, teacher2] : [teacher2, teacher];
    expect(await ctx.app.teaching.teaches(other.userId, s3.userId)).toBe(false);
    const set = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s3.userId, hack.id), headers: mine.auth, payload: { grade: HackGrade.Middle } });
    expect(set.statusCode).toBe(200);
    expect(dataOf<HackApplicationDto>(set).grade).toBe('Middle');
    const refused = await ctx.app.inject({ method: 'POST', url: ApiPaths.hackApplication(s3.userId, hack.id), headers: other.auth, payload: { grade: HackGrade.Senior } });
    expect(refused.statusCode).toBe(403);
    const read = await ctx.app.inject({ method: 'GET', url: ApiPaths.hackApplication(s3.userId, hack.id), headers: s3.auth });
    expect(dataOf<HackApplicationDto>(read).grade).toBe('Middle');
  });

  it('documents the age bands (the hackathon own bands, else the default ones)', () => {
    expect([8, 11, 12, 13, 14, 17, null].map((a) => gradeForAge(a, []))).toEqual(['Junior', 'Junior', 'Middle', 'Middle', 'Senior', 'Senior', 'Junior']);
    const bands = [{ grade: HackGrade.Middle, minAge: 10, maxAge: 12 }, { grade: HackGrade.Senior, minAge: 13, maxAge: 15 }];
    expect([9, 12, 13, 16].map((a) => gradeForAge(a, bands))).toEqual(['Middle', 'Middle', 'Senior', 'Senior']);
  });
});
