import { GroupStudent, Group, Lesson } from '../learning/entities';
import { buildTestApp, loginAs } from '../test/test-app';

describe('declared access', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('every /api route declares who may call it', () => {
    const routes = ctx.app.accessTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('a student reads only their own things; a teacher only their students', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s2 = await loginAs(ctx.app, 'student2');
    const teacher = await loginAs(ctx.app, 'teacher');
    const teacher2 = await loginAs(ctx.app, 'teacher2');
    const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
    expect((await get(`/api/student/profile/${s1.userId}`, s1.auth)).statusCode).toBe(200);
    expect((await get(`/api/student/profile/${s1.userId}`, s2.auth)).statusCode).toBe(403);
    expect((await get(`/api/student/profile/${s1.userId}`, teacher.auth)).statusCode).toBe(200);
    expect((await get(`/api/student/profile/${s1.userId}`, teacher2.auth)).statusCode).toBe(403);
    expect((await get(`/api/student/${s1.userId}/group`, teacher2.auth)).statusCode).toBe(403);
    expect((await get(`/api/student/profile/${s1.userId}`, {})).statusCode).toBe(401);
  });

  it('an author acts as author, never inside a student account', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const author = await loginAs(ctx.app, 'author');
    // Reviewing in a course they author, they read the student's name, and nothing more of theirs.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s1.userId}`, headers: author.auth })).statusCode).toBe(200);
    for (const url of [`/api/student/${s1.userId}/group`, `/api/student/${s1.userId}/project`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: author.auth });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    const write = await ctx.app.inject({
      method: 'POST',
      url: `/api/student/profile/${s1.userId}/timezone`,
      headers: author.auth,
      payload: { timeZone: 'Europe/Moscow', localTime: '10:00' },
    });
    expect(write.statusCode).toBe(403);
  });

  it("a teacher's rights over a student stop at the courses of the groups they share", async () => {
    const s3 = await loginAs(ctx.app, 'student3');
    const teacher2 = await loginAs(ctx.app, 'teacher2');
    const em = ctx.app.em();
    // teacher2 teaches the web course only; put student3 (a python student) into that group.
    const webGroup = await em.findOneOrFail(Group, { teacher: teacher2.userId });
    em.create(GroupStudent, { group: webGroup, student: s3.userId, archived: false });
    await em.flush();
    const webLesson = await em.findOneOrFail(Lesson, { course: webGroup.course.id }, { orderBy: { id: 'asc' } });
    const otherLesson = await em.findOneOrFail(Lesson, { course: { $ne: webGroup.course.id } }, { orderBy: { id: 'asc' } });
    const bulk = (lessonId: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/bulk/course/lesson/task/status?lesson_id=${lessonId}&student_id=${s3.userId}`,
        headers: teacher2.auth,
      });
    expect((await bulk(webLesson.id)).statusCode).toBe(200);
    expect((await bulk(otherLesson.id)).statusCode).toBe(403);
    // The profile is not course-scoped: teacher2 now teaches student3.
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/student/profile/${s3.userId}`, headers: teacher2.auth });
    expect(profile.statusCode).toBe(200);
  });

  it('staff is one definition: teachers and authors, never students', async () => {
    const roles = { student1: 403, teacher: 200, author: 200 } as const;
    for (const [login, status] of Object.entries(roles)) {
      const who = await loginAs(ctx.app, login as keyof typeof roles);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/group', headers: who.auth });
      expect({ login, status: res.statusCode }).toEqual({ login, status });
    }
  });
});

/**
 * Generated from the declarations: every GET route about a student ({userId}) is tried as the
 * student, another student, the student's teacher, a teacher of another group, the author of the
 * student's courses and an anonymous visitor; only the rule's callers get past the access hook.
 */
describe('authorization matrix of the student routes', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lets no one read another student through a {userId} route', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const callers = {
      self: (await loginAs(ctx.app, 'student1')).auth,
      otherStudent: (await loginAs(ctx.app, 'student2')).auth,
      teacher: (await loginAs(ctx.app, 'teacher')).auth,
      otherTeacher: (await loginAs(ctx.app, 'teacher2')).auth,
      author: (await loginAs(ctx.app, 'author')).auth,
      anonymous: {},
    };
    const routes = ctx.app.accessTable.filter((r) => r.method === 'GET' && r.url.includes(':userId') && r.access !== 'public');
    expect(routes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const url = route.url.replace(':userId', String(s1.userId)).replace(/:(\w+)/g, '1');
      for (const [who, headers] of Object.entries(callers)) {
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        tried++;
        const passed = res.statusCode !== 401 && res.statusCode !== 403;
        // The demo author authors student1's courses: a reviewer reads the profile.
        const allowed = who === 'self' || (who === 'teacher' && route.access !== 'self') || (who === 'author' && route.access === 'selfOrReviewer');
        if (passed !== allowed) leaks.push(`${who} GET ${url} (${route.access}) -> ${res.statusCode}`);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect(leaks).toEqual([]);
    expect(tried).toBe(routes.length * 6);
  });
});
