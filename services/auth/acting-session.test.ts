import type { SqlEntityManager } from '@mikro-orm/knex';
import { ApiPaths, Role, TeacherPaths, type ActAsDto, type RefreshResponse } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { LIVE_FOR_MS, createSessionFamilies } from '../core/session-families';
import { FILE_COOKIE } from '../files/file-session';
import { RefreshSession } from './entities';

type Session = Awaited<ReturnType<typeof loginAs>>;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/**
 * A teacher acting for a student (teacher-as-student) holds the student's account only as long as
 * the teacher's own login: the teacher's logout, or the end of the teacher's refresh-token family,
 * ends it at once; its access token is short and renewed while that login lives.
 */
describe('acting for a student ends with the teacher’s login', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let student: Session;
  beforeAll(async () => {
    ctx = await buildTestApp();
    student = await loginAs(ctx.app, 'student1');
  });
  afterAll(() => ctx.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const studentCall = (token: string) => ctx.app.inject({ method: 'GET', url: ApiPaths.groups(student.userId), headers: bearer(token) });
  const refresh = (login: string, token: string, role: Role = Role.Student) =>
    ctx.app.inject({ method: 'POST', url: ApiPaths.refresh, payload: { login, password: token, role } });
  const logout = (token: string, refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: ApiPaths.logout, headers: bearer(token), payload: { refreshToken } });
  async function actAs(teacher: Session) {
    const res = await ctx.app.inject({ method: 'POST', url: TeacherPaths.actAs(student.userId), headers: teacher.auth });
    expect(res.statusCode).toBe(200);
    return dataOf<ActAsDto>(res);
  }

  it('is short-lived and renewed through the ordinary refresh while the teacher’s login lives', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const acting = await actAs(teacher);
    const claims = claimsOf(acting.token);
    expect(claims).toMatchObject({ user: 'student1', user_id: student.userId, role: Role.Student, act: teacher.userId, typ: 'access' });
    expect(claims.sid).toBe(claimsOf(teacher.token).sid);
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    // Renewable no longer than the teacher's login.
    expect(acting.refreshExpire).toBe((teacher as Session & { refreshExpire: number }).refreshExpire);
    expect((await studentCall(acting.token)).statusCode).toBe(200);
    // The acting refresh token is no bearer token.
    expect((await studentCall(acting.refreshToken)).statusCode).toBe(401);

    const renewed = await refresh('student1', acting.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const next = dataOf<RefreshResponse>(renewed);
    expect(claimsOf(next.token)).toMatchObject({ user_id: student.userId, act: teacher.userId, sid: claims.sid });
    expect((await studentCall(next.token)).statusCode).toBe(200);
    // The teacher's own refresh token was not touched: it rotates as usual.
    expect((await refresh('teacher', teacher.refreshToken, Role.Teacher)).statusCode).toBe(200);
    // Not someone else's: the login named must be the student's.
    expect((await refresh('student2', acting.refreshToken)).statusCode).toBe(401);
  });

  it('the teacher’s logout refuses the acting token, its renewal and the file cookie at once', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const acting = await actAs(teacher);
    expect((await studentCall(acting.token)).statusCode).toBe(200);
    // The downloads read the caller from a cookie (files/file-session.ts): the student's own file.
    const ownFile = await uploadText(student, `private-${Date.now()}`);
    const download = () => ctx.app.inject({ method: 'GET', url: ApiPaths.file(ownFile), headers: { cookie: `${FILE_COOKIE}=${acting.token}` } });
    expect((await download()).statusCode).toBe(200);

    // The teacher logs out in another tab (their own session).
    expect((await logout(teacher.token, teacher.refreshToken)).statusCode).toBe(200);
    expect((await studentCall(acting.token)).statusCode).toBe(401);
    expect((await refresh('student1', acting.refreshToken)).statusCode).toBe(401);
    expect((await refresh('teacher', teacher.refreshToken, Role.Teacher)).statusCode).toBe(401);
    expect((await download()).statusCode).toBe(404);
    // A new acting session needs a new login of the teacher.
    expect((await ctx.app.inject({ method: 'POST', url: TeacherPaths.actAs(student.userId), headers: teacher.auth })).statusCode).toBe(401);
  });

  it('logging out while acting ends the teacher’s login too (its 30-day refresh token stops answering)', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const acting = await actAs(teacher);
    expect((await logout(acting.token, acting.refreshToken)).statusCode).toBe(200);
    expect((await studentCall(acting.token)).statusCode).toBe(401);
    expect((await refresh('teacher', teacher.refreshToken, Role.Teacher)).statusCode).toBe(401);
    expect((await refresh('student1', acting.refreshToken)).statusCode).toBe(401);
    // The student's own login is not the teacher's: it goes on.
    expect((await studentCall(student.token)).statusCode).toBe(200);
  });

  it('a revoked family (a copied refresh token came back) ends the acting too', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const acting = await actAs(teacher);
    expect((await refresh('teacher', teacher.refreshToken, Role.Teacher)).statusCode).toBe(200);
    // The first refresh token again: reuse, the whole family ends.
    expect((await refresh('teacher', teacher.refreshToken, Role.Teacher)).statusCode).toBe(401);
    expect((await studentCall(acting.token)).statusCode).toBe(401);
  });

  it('refuses an acting token that names no live family of its teacher', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const base = { user: 'student1', user_id: student.userId, role: Role.Student, typ: 'access' as const, act: teacher.userId };
    // As acting tokens were issued before they named the teacher's login: refused.
    expect((await studentCall(ctx.app.jwt.sign(base, { expiresIn: 900 }))).statusCode).toBe(401);
    // Another user's family, or one that does not exist.
    expect((await studentCall(ctx.app.jwt.sign({ ...base, sid: claimsOf(student.token).sid as string }, { expiresIn: 900 }))).statusCode).toBe(401);
    expect((await studentCall(ctx.app.jwt.sign({ ...base, sid: 'no-such-family' }, { expiresIn: 900 }))).statusCode).toBe(401);
    expect((await studentCall(ctx.app.jwt.sign({ ...base, sid: claimsOf(teacher.token).sid as string }, { expiresIn: 900 }))).statusCode).toBe(200);
  });

  it('sees another process’s revocation within a few seconds, reading the database at most once per family meanwhile', async () => {
    const teacher = await loginAs(ctx.app, 'teacher');
    const sid = claimsOf(teacher.token).sid as string;
    let clock = Date.now();
    let reads = 0;
    const em = () => {
      reads++;
      return ctx.app.em() as SqlEntityManager;
    };
    const families = createSessionFamilies(em, () => clock);
    expect(await families.isLive(sid, teacher.userId)).toBe(true);
    expect(families.isLive(sid, teacher.userId)).toBe(true); // known: synchronous, no read
    expect(families.isLive(sid, student.userId)).toBe(false); // not the student's family
    expect(reads).toBe(1);
    // Revoked by another process (its own cache is not this one's).
    await ctx.app.em().nativeUpdate(RefreshSession, { id: sid }, { revokedAt: new Date() });
    clock += LIVE_FOR_MS - 1;
    expect(families.isLive(sid, teacher.userId)).toBe(true);
    clock += 2;
    expect(await families.isLive(sid, teacher.userId)).toBe(false);
    // Ended is final: no more reads.
    clock += LIVE_FOR_MS * 10;
    expect(families.isLive(sid, teacher.userId)).toBe(false);
    expect(reads).toBe(2);
  });

  async function uploadText(who: Session, text: string) {
    const boundary = '----acting' + Math.random().toString(16).slice(2);
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.fileUpload,
      headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  }
});
