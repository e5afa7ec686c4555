import { TeacherPaths, type ActAsDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';

describe('profile', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('returns the own profile with display name and avatar', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s.userId}`, headers: s.auth });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({ id: s.userId, displayName: 'Маша Иванова', avatar: 'kidw' });
  });

  it('lets a teacher read a student of their group and refuses another student', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    const byTeacher = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s2.userId}`, headers: teacher.auth });
    expect(byTeacher.statusCode).toBe(200);
    const byStudent = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s2.userId}`, headers: s1.auth });
    expect(byStudent.statusCode).toBe(403);
  });

  it('stores the time zone of the student and refuses it for someone else', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/student/profile/${s1.userId}/timezone`,
      headers: s1.auth,
      payload: { timeZone: 'Europe/Moscow', localTime: '2026-11-22T15:00:00+03:00' },
    });
    expect(ok.statusCode).toBe(200);
    const { Profile } = await import('./entities');
    const stored = await ctx.app.em().findOne(Profile, { user: s1.userId });
    expect(stored!.timeZone).toBe('Europe/Moscow');
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/student/profile/${s1.userId}/timezone`,
      headers: s2.auth,
      payload: { timeZone: 'UTC', localTime: 'x' },
    });
    expect(other.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/student/profile/${s1.userId}/timezone`,
      headers: s1.auth,
      payload: { timeZone: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the student’s zone when a teacher acting for them reports the teacher’s own', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const teacher = await loginAs(ctx.app, 'teacher');
    const url = `/api/student/profile/${s1.userId}/timezone`;
    await ctx.app.inject({ method: 'POST', url, headers: s1.auth, payload: { timeZone: 'Asia/Yekaterinburg', localTime: '2026-11-22T17:00:00+05:00' } });
    const acting = await ctx.app.inject({ method: 'POST', url: TeacherPaths.actAs(s1.userId), headers: teacher.auth });
    expect(acting.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${dataOf<ActAsDto>(acting).token}` },
      payload: { timeZone: 'America/New_York', localTime: '2026-11-22T07:00:00-05:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toBe(false);
    const { Profile } = await import('./entities');
    ctx.app.em().clear();
    expect((await ctx.app.em().findOne(Profile, { user: s1.userId }))!.timeZone).toBe('Asia/Yekaterinburg');
  });
});
