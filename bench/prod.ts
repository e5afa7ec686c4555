/**
 * `npm run bench:prod`: the production-like run (scripts/start-prod.mjs --single-front-door) under a
 * short load through nginx, with two instances per API domain (port 7000) and with one (port 7001,
 * a second nginx routing to the first instance of each domain), measured in one run. Each virtual
 * user repeats: log in as a demo student, list the courses, answer a quiz (a wrong option: the
 * server checks it and the quiz stays open for the next try). Prints requests/s and p95 per front
 * door and their ratio. BENCH_DURATION_S (default 20) per measurement, BENCH_USERS (default 12).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ApiPaths, TaskAction } from '@school/contracts';

const ROOT = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 12);
/** student1 solves the quiz in e2e/prod (a solved quiz answers 409): the others keep it open. */
const STUDENTS = ['student2', 'student3'];
const QUIZ = 'Что выведет программа?';

interface Sample {
  ms: number;
  status: number;
}

async function timed(url: string, init: RequestInit): Promise<Sample & { body: unknown }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = (await res.json().catch(() => null)) as unknown;
    return { ms: performance.now() - t0, status: res.status, body };
  } catch {
    return { ms: performance.now() - t0, status: 0, body: null };
  }
}

const json = (token: string | null, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** A quiz option with this text, found in the task's answer (its shape is the courses remote's). */
function findOption(value: unknown, text: string): number | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findOption(v, text);
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.text === text && typeof o.id === 'number') return o.id;
    for (const v of Object.values(o)) {
      const found = findOption(v, text);
      if (found !== null) return found;
    }
  }
  return null;
}

async function login(base: string, who: string): Promise<{ token: string; userId: number }> {
  const r = await timed(`${base}${ApiPaths.login}`, json(null, { login: who, password: 'student123' }));
  const data = (r.body as { data?: { token: string } } | null)?.data;
  if (!data) throw new Error(`login ${who}: ${r.status}`);
  return { token: data.token, userId: JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()).user_id as number };
}

/**
 * The quiz task and its wrong option '23' (the same for every demo student); each student skips the
 * tasks before it, so that it opens (as a child does with 'Пропустить').
 */
async function quizOf(base: string): Promise<{ taskId: number; wrongOption: number }> {
  let found: { lessonId: number; taskId: number; token: string } | null = null;
  for (const who of STUDENTS) {
    const { token } = await login(base, who);
    const lessons = (await timed(`${base}/api/course/1/lesson`, json(token))).body as {
      data: { id: number; tasks: { id: number; taskName: string; solveStatus: string }[] }[];
    };
    const lesson = lessons.data.find((l) => l.tasks.some((t) => t.taskName === QUIZ))!;
    const index = lesson.tasks.findIndex((t) => t.taskName === QUIZ);
    for (const t of lesson.tasks.slice(0, index)) {
      if (t.solveStatus !== 'Solved' && t.solveStatus !== 'ManualCheck' && t.solveStatus !== 'Skipped') {
        await timed(`${base}${ApiPaths.taskStatus(lesson.id, t.id)}?action=${TaskAction.Skip}`, json(token, {}));
      }
    }
    found = { lessonId: lesson.id, taskId: lesson.tasks[index].id, token };
  }
  const { lessonId, taskId, token } = found!;
  const task = await timed(`${base}${ApiPaths.task(lessonId, taskId)}`, json(token));
  const wrongOption = findOption(task.body, '23');
  if (wrongOption === null) throw new Error(`no option "23" in the quiz task's answer: ${JSON.stringify(task.body).slice(0, 400)}`);
  return { taskId, wrongOption };
}

interface Result {
  label: string;
  requests: number;
  perSecond: number;
  p95: number;
  failed: number;
  byStatus: Record<number, number>;
}

async function measure(label: string, base: string, quiz: { taskId: number; wrongOption: number }, seconds: number): Promise<Result> {
  const samples: Sample[] = [];
  const until = Date.now() + seconds * 1000;
  const user = async (i: number) => {
    const who = STUDENTS[i % STUDENTS.length];
    while (Date.now() < until) {
      const l = await timed(`${base}${ApiPaths.login}`, json(null, { login: who, password: 'student123' }));
      samples.push(l);
      const data = (l.body as { data?: { token: string } } | null)?.data;
      if (!data) continue;
      const userId = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()).user_id as number;
      samples.push(await timed(`${base}${ApiPaths.courses}`, json(data.token)));
      samples.push(await timed(`${base}${ApiPaths.quizAnswer(quiz.taskId)}`, json(data.token, [{ studentId: userId, answerId: quiz.wrongOption }])));
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
  const elapsedS = (performance.now() - t0) / 1000;
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.ms).sort((a, b) => a - b);
  const byStatus: Record<number, number> = {};
  for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  return {
    label,
    requests: samples.length,
    perSecond: ok.length / elapsedS,
    p95: ok.length ? ok[Math.min(ok.length - 1, Math.floor(ok.length * 0.95))] : NaN,
    failed: samples.length - ok.length,
    byStatus,
  };
}

async function main() {
  // All the load comes from one address: the per-address login limit is raised for this run only.
  const child = spawn(process.execPath, ['scripts/start-prod.mjs', '--single-front-door'], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0', LOGIN_ADDRESS_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      output += d.toString();
      // The line is coloured: '[school]' and its colour codes precede ' ready:'.
      if (output.includes(' ready: ')) resolve();
    });
    void exited.then((code) => reject(new Error(`start:prod exited (${code}) before it was ready`)));
  });
  try {
    const two = 'http://localhost:7000';
    const one = 'http://localhost:7001';
    const quiz = await quizOf(two);
    // Unmeasured warm-up of every instance through both doors (JIT, connection pools).
    await measure('warm-up', two, quiz, 5);
    await measure('warm-up', one, quiz, 5);
    const results = [await measure('1 instance per domain (nginx :7001)', one, quiz, DURATION_S), await measure('2 instances per domain (nginx :7000)', two, quiz, DURATION_S)];
    console.log(`\n${USERS} users, each: login + course list + quiz answer, ${DURATION_S} s per front door`);
    console.log('front door'.padEnd(40), 'req/s'.padStart(8), 'p95 ms'.padStart(8), 'requests'.padStart(9), 'non-2xx'.padStart(8), '  statuses');
    for (const r of results) {
      console.log(r.label.padEnd(40), r.perSecond.toFixed(0).padStart(8), r.p95.toFixed(1).padStart(8), String(r.requests).padStart(9), String(r.failed).padStart(8), ' ', JSON.stringify(r.byStatus));
    }
    console.log(`ratio 2 vs 1 instances: ${(results[1].perSecond / results[0].perSecond).toFixed(2)}x req/s, p95 ${(results[1].p95 / results[0].p95).toFixed(2)}x`);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
