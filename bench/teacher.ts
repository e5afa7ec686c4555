/**
 * `npm run bench:teacher`: the teacher's group page from the API, measured in one run on a fresh
 * SQLite database (demo seed plus a group of 30 students and a lesson of 20 tasks, half the cells
 * with a status and a few runs logged):
 * - the time to the first full grid (the group page's one call), cold and then p50/p99 of 50 calls,
 *   for the lesson and for the whole course (goal: < 300 ms);
 * - the live-update delay: a student acts, the page's poll (GROUP_PROGRESS_POLL_MS) sees the new
 *   status; the delay from the student's call to the poll that shows it (goal: < 5 s).
 */
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { GROUP_PROGRESS_POLL_MS, SolveStatus, TaskAction, TaskType, TeacherPaths, type GroupProgressDto } from '@school/contracts';
import { ormOptions } from '../services/db/orm-options';
import { seedDemo } from '../services/seed/seed-demo';
import { User } from '../services/auth/entities';
import { hashPassword } from '../services/auth/password';
import { Course, CourseModule, Group, GroupStudent, Lesson, Task, TaskStatus } from '../services/learning/entities';
import { TaskEvent } from '../services/learning/task-entities';
import { withGateway } from './lib/gateway';

const STUDENTS = 30;
const TASKS = 20;
const CALLS = 50;
const LIVE_ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 5);
const PASSWORD = 'bench-student';

/** A course of one lesson with TASKS PlainText tasks, a group of STUDENTS students for the demo teacher. */
async function seedBenchGroup(dataDir: string): Promise<void> {
  const orm = await MikroORM.init(ormOptions({ databaseUrl: null, sqliteFile: path.join(dataDir, 'school.sqlite') }));
  try {
    await orm.getMigrator().up();
    const em = orm.em.fork();
    await seedDemo(em);
    const teacher = await em.findOneOrFail(User, { login: 'teacher' });
    const course = em.create(Course, { title: 'Бенчмарк: группа 30 x 20', logoUrl: null, isFunbox: false });
    const module = em.create(CourseModule, { course, moduleNumber: 1, title: 'Модуль' });
    const lesson = em.create(Lesson, { course, module, title: 'Урок на 20 заданий', order: 1 });
    const tasks = Array.from({ length: TASKS }, (_, i) =>
      em.create(Task, { lesson, order: i + 1, taskName: `Задание ${i + 1}`, taskType: TaskType.PlainText, isOptional: false, isAutoCheck: false, parentId: null, accessType: 0 }),
    );
    const group = em.create(Group, { title: 'Бенчмарк-группа', course, teacher, webMeetingUrl: null, startsAt: null, venueId: null });
    const passwordHash = await hashPassword(PASSWORD);
    const now = Date.now();
    for (let s = 1; s <= STUDENTS; s++) {
      const student = em.create(User, { login: `tbench${s}`, passwordHash, role: 'student', createdAt: new Date() });
      em.create(GroupStudent, { group, student, archived: false });
      // Student s has solved the first s % TASKS tasks, has one on check and is working on the next.
      const done = s % (TASKS - 2);
      tasks.slice(0, done).forEach((task) => em.create(TaskStatus, { task, student, status: SolveStatus.Solved, updatedAt: new Date(now - 3_600_000) }));
      em.create(TaskStatus, { task: tasks[done], student, status: SolveStatus.ManualCheck, updatedAt: new Date(now - 1_800_000) });
      em.create(TaskStatus, { task: tasks[done + 1], student, status: SolveStatus.Open, updatedAt: new Date(now - s * 60_000) });
      for (let r = 0; r < s % 7; r++) {
        em.create(TaskEvent, { task: tasks[done + 1], lessonId: 0, student, actor: student, action: TaskAction.Execute, createdAt: new Date() });
      }
    }
    await em.flush();
    // lessonId of the events is known after the flush.
    await em.nativeUpdate(TaskEvent, { lessonId: 0 }, { lessonId: lesson.id });
  } finally {
    await orm.close(true);
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  await withGateway(async (gw) => {
    const teacher = await gw.login('teacher', 'teacher123');
    const groups = (await (await fetch(`${gw.base}${TeacherPaths.groups}`, { headers: teacher.auth })).json()) as { data: { id: number; title: string }[] };
    const group = groups.data.find((g) => g.title === 'Бенчмарк-группа')!;
    const url = (lessonId?: number) => `${gw.base}${TeacherPaths.groupProgress(group.id)}${lessonId ? `?lessonId=${lessonId}` : ''}`;
    const grid = async (lessonId?: number) => {
      const t0 = performance.now();
      const res = await fetch(url(lessonId), { headers: teacher.auth });
      const body = (await res.json()) as { data: GroupProgressDto };
      return { ms: performance.now() - t0, data: body.data };
    };

    console.log(`Node ${process.version}, ${os.cpus().length} cores; group page of ${STUDENTS} students x ${TASKS} tasks (SQLite)`);
    const first = await grid();
    const lessonId = first.data.lessons[0].id;
    const cells = first.data.students.length * first.data.tasks.length;
    console.log(`first full grid (cold, whole course): ${round(first.ms)} ms, ${first.data.students.length} x ${first.data.tasks.length} = ${cells} cells`);
    for (const [label, id] of [['lesson', lessonId], ['whole course', undefined]] as const) {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) times.push((await grid(id)).ms);
      times.sort((a, b) => a - b);
      const p99 = pct(times, 99);
      console.log(`grid (${label}): p50 ${round(pct(times, 50))} ms, p99 ${round(p99)} ms over ${CALLS} calls; goal < 300 ms: ${p99 < 300 ? 'met' : 'MISSED'} (ratio ${round(p99 / 300)})`);
      if (p99 >= 300) process.exitCode = 1;
    }

    // Live update: each round a student skips their current task; a poller at the page's interval sees it.
    const delays: number[] = [];
    for (let r = 1; r <= LIVE_ROUNDS; r++) {
      const student = await gw.login(`tbench${r}`, PASSWORD);
      const row = first.data.students.find((s) => s.id === student.userId)!;
      const taskId = row.current!.taskId;
      // The poller runs as the page does: one call every GROUP_PROGRESS_POLL_MS from its own start.
      const offset = Math.random() * GROUP_PROGRESS_POLL_MS;
      await new Promise((res) => setTimeout(res, offset));
      const acted = Date.now();
      const action = await fetch(`${gw.base}/api/course/lesson/${lessonId}/task/${taskId}/status?action=Skip`, { method: 'POST', headers: student.auth });
      if (!action.ok) throw new Error(`student action: ${action.status} ${await action.text()}`);
      let nextPoll = acted - offset + GROUP_PROGRESS_POLL_MS;
      for (;;) {
        await new Promise((res) => setTimeout(res, Math.max(0, nextPoll - Date.now())));
        const { data } = await grid(lessonId);
        if (data.cells.some((c) => c.studentId === student.userId && c.taskId === taskId && c.status === SolveStatus.Skipped)) break;
        nextPoll += GROUP_PROGRESS_POLL_MS;
      }
      delays.push(Date.now() - acted);
    }
    delays.sort((a, b) => a - b);
    const worst = delays[delays.length - 1];
    console.log(
      `live update (poll every ${GROUP_PROGRESS_POLL_MS} ms): mean ${Math.round(delays.reduce((a, b) => a + b, 0) / delays.length)} ms, ` +
        `max ${worst} ms over ${delays.length} student actions; goal < 5000 ms: ${worst < 5000 ? 'met' : 'MISSED'}`,
    );
    if (worst >= 5000) process.exitCode = 1;
  }, seedBenchGroup);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
