import type { EnrolmentDto, EnrolmentListResponse } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import { Lesson } from './entities';

describe('student groups', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the enrolments with course, lessons, modules, progress, schedules, teacher and meeting URL', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/student/${s.userId}/group`, headers: s.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<EnrolmentListResponse>();
    expect(body.hasArchive).toBe(false);
    expect(body.data).toHaveLength(2);
    const python = body.data.find((e) => e.course.title.startsWith('Python'))!;
    // Every lesson of the course (the demo seed grows as content is added).
    expect(python.course.lessonCount).toBe(await ctx.app.em().count(Lesson, { course: python.course.id }));
    expect(python.course.lessonCount).toBeGreaterThanOrEqual(11);
    expect(python.course.lessonPassed).toBe(1);
    expect(python.course.currentLessonId).toBe(python.course.lessons[1].id);
    const moduleNumbers = python.course.modules.map((m) => m.moduleNumber);
    expect(moduleNumbers.slice(0, 3)).toEqual([1, 2, 3]);
    expect(moduleNumbers).toEqual([...moduleNumbers].sort((a, b) => a - b));
    expect(python.schedules).toHaveLength(2);
    expect(python.teacher.displayName).toBe('Анна Сергеевна');
    expect(python.webMeetingUrl).toMatch(/^https:\/\//);
    const web = body.data.find((e) => e.course.title.startsWith('Веб'))!;
    expect(web.webMeetingUrl).toBeNull();
    expect(new Date(web.startsAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('reports and lists archived courses', async () => {
    const s = await loginAs(ctx.app, 'student2');
    const active = await ctx.app.inject({ method: 'GET', url: `/api/student/${s.userId}/group`, headers: s.auth });
    expect(active.json<EnrolmentListResponse>().hasArchive).toBe(true);
    expect(dataOf(active)).toHaveLength(1);
    const archive = await ctx.app.inject({ method: 'GET', url: `/api/student/${s.userId}/group/archive`, headers: s.auth });
    expect(archive.statusCode).toBe(200);
    expect(dataOf(archive)).toHaveLength(1);
    expect(dataOf<EnrolmentDto[]>(archive)[0].course.title).toMatch(/^Веб/);
  });

  it('refuses another student, allows their teacher, and validates the id', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const s3 = await loginAs(ctx.app, 'student3');
    const teacher = await loginAs(ctx.app, 'teacher');
    const foreign = await ctx.app.inject({ method: 'GET', url: `/api/student/${s3.userId}/group`, headers: s1.auth });
    expect(foreign.statusCode).toBe(403);
    const byTeacher = await ctx.app.inject({ method: 'GET', url: `/api/student/${s3.userId}/group`, headers: teacher.auth });
    expect(byTeacher.statusCode).toBe(200);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/student/abc/group', headers: s1.auth });
    expect(bad.statusCode).toBe(400);
  });
});
