import { writeFileSync } from 'node:fs';
import { buildTestApp, loginAs } from './test-app';
import { apiRoutes, fillUrl, namesSubject, validBody, type ApiRoute } from './route-fixtures';

type Who = 'anonymous' | 'studentA' | 'studentB' | 'teacher' | 'otherTeacher' | 'author';
const WHO: Who[] = ['anonymous', 'studentA', 'studentB', 'teacher', 'otherTeacher', 'author'];

/**
 * Who the declaration lets past the access hook for a call about student A (services/core/access.ts).
 * `teacher` teaches A's group; `otherTeacher` teaches another group. Course-scoped rules allow a
 * teacher only for the courses they share with A, so the teacher is "maybe" there, and so is the
 * author (for the courses they author that A learns); the author reviews every course.
 */
function allowed(route: ApiRoute, who: Who): boolean | 'maybe' {
  if (route.access === 'public') return true;
  if (who === 'anonymous') return false;
  const subject = namesSubject(route);
  switch (route.access) {
    case 'authenticated':
      return true;
    case 'self':
      return !subject || who === 'studentA';
    case 'selfOrTeacher':
      return !subject || who === 'studentA' || who === 'teacher';
    case 'selfOrReviewer':
      // The author of a course A learns reads A's name to review A's work.
      return !subject || who === 'studentA' || who === 'teacher' || (who === 'author' ? 'maybe' : false);
    case 'selfOrTeacherOfCourse':
      // The author of A's course reviews A's work there, as A's teacher does.
      return !subject || who === 'studentA' || (who === 'teacher' || who === 'author' ? 'maybe' : false);
    case 'staff':
      return who === 'teacher' || who === 'otherTeacher' || who === 'author';
    case 'teacher':
      return who === 'teacher' || who === 'otherTeacher';
    case 'author':
      return who === 'author';
    case 'reviewerOfCourse':
      return who === 'author' || (who === 'teacher' || who === 'otherTeacher' ? 'maybe' : false);
    default:
      return false;
  }
}

/**
 * Issue 19: every /api route x {anonymous, student A, student B, A's teacher, another group's
 * teacher, author}, expectations derived from each route's declared access. A leak is a caller the
 * declaration refuses getting a 2xx or 3xx; a refused caller must get 401 (anonymous) or 403/404.
 */
describe('authorization matrix of every route', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lets no caller past a route the declaration refuses them', async () => {
    const a = await loginAs(ctx.app, 'student1');
    const headers: Record<Who, Record<string, string>> = {
      anonymous: {},
      studentA: a.auth,
      studentB: (await loginAs(ctx.app, 'student2')).auth,
      teacher: (await loginAs(ctx.app, 'teacher')).auth,
      otherTeacher: (await loginAs(ctx.app, 'teacher2')).auth,
      author: (await loginAs(ctx.app, 'author')).auth,
    };
    // Logging out would revoke the callers' sessions mid-matrix; it is tried last.
    const routes = apiRoutes(ctx.app).sort((x, y) => Number(x.url.includes('logout')) - Number(y.url.includes('logout')));
    expect(routes.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    const serverErrors: string[] = [];
    let tried = 0;
    let refusedAsDeclared = 0;
    let allowedReached = 0;
    for (const route of routes) {
      const url = fillUrl(route, a.userId);
      const payload = validBody(route);
      for (const who of WHO) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[who],
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        tried++;
        const line = `${who} ${route.method} ${url} (${route.access}) -> ${res.statusCode}`;
        if (res.statusCode >= 500) serverErrors.push(line);
        const rule = allowed(route, who);
        if (rule === false) {
          if (res.statusCode < 400) leaks.push(line);
          else if ([401, 403, 404].includes(res.statusCode) || res.statusCode === 400) refusedAsDeclared++;
          if (who === 'anonymous' && res.statusCode !== 401) leaks.push(`${line} (anonymous must get 401)`);
        } else if (rule === true && res.statusCode !== 401 && res.statusCode !== 403) allowedReached++;
      }
    }
    const figures = { routes: routes.length, roles: WHO.length, tried, refusedAsDeclared, allowedReached, leaks: leaks.length, serverErrors: serverErrors.length };
    console.log(`authorization matrix: ${JSON.stringify(figures)}`);
    if (process.env.EDGE_FIGURES) writeFileSync(process.env.EDGE_FIGURES, JSON.stringify(figures));
    expect(leaks).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(tried).toBe(routes.length * WHO.length);
  });
});
