/**
 * Mixed traffic against the production-like run (issue 28, item 4): each virtual user is one
 * student (so no quiz cooldown is shared) and repeats, for the given time, a login, reads, an
 * answer save, a like and an upload; once it answers the quiz (a server check) and it types into
 * one collaboration room through nginx. Every write the server confirms (2xx) is remembered and
 * read back at the end: a confirmed write that is not there is lost. Used by e2e/prod (small
 * numbers) and bench:prod (large ones).
 */
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { ApiPaths, COLLAB_WS_PATH, TaskAction } from '@school/contracts';

export interface Student {
  login: string;
  password: string;
}

export interface TrafficResult {
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx (or no answer), by request kind and status. */
  errors: Record<string, number>;
  /** Confirmed writes by kind, and those not found when read back. */
  confirmed: Record<string, number>;
  lost: Record<string, number>;
  /** Rounds whose answer save stored nothing (no task open, or a 200 with applied: false), the first few explained. */
  unapplied: { count: number; samples: string[] };
}

const QUIZ = 'Что выведет программа?';
/** Statuses of a task that no longer takes answers. */
const FINISHED = ['Solved', 'ManualCheck', 'Skipped'];
const REQUEST_TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** The sum of a record of counts (errors or lost writes by kind). */
export const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);

export const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Requests that remember their latency and count what is not 2xx. */
function recorder() {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  async function call(kind: string, url: string, init: RequestInit = {}): Promise<Answer> {
    const t0 = performance.now();
    let answer: Answer;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      answer = { status: res.status, body, text };
    } catch {
      answer = { status: 0, body: null, text: '' };
    }
    latencies.push(performance.now() - t0);
    if (answer.status < 200 || answer.status >= 300) errors[`${kind} ${answer.status}`] = (errors[`${kind} ${answer.status}`] ?? 0) + 1;
    return answer;
  }
  return { call, latencies, errors };
}

const jsonInit = (token: string | null, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id as number;

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

interface LessonItem {
  id: number;
  tasks: { id: number; taskName: string; solveStatus: string }[];
}

/**
 * The quiz check of one student: the tasks before the quiz skipped (as a child does), then the
 * wrong option '23' answered (the server checks it; the quiz stays open). A solved quiz is left.
 */
async function answerQuizOnce(call: ReturnType<typeof recorder>['call'], base: string, token: string): Promise<void> {
  const lessons = (await call('lessons', `${base}${ApiPaths.courseLessons(1)}`, jsonInit(token))).body as { data: LessonItem[] } | null;
  const lesson = lessons?.data.find((l) => l.tasks.some((t) => t.taskName === QUIZ));
  if (!lesson) return;
  const index = lesson.tasks.findIndex((t) => t.taskName === QUIZ);
  if (lesson.tasks[index].solveStatus === 'Solved') return;
  for (const t of lesson.tasks.slice(0, index)) {
    if (!FINISHED.includes(t.solveStatus)) {
      await call('skip', `${base}${ApiPaths.taskStatus(lesson.id, t.id)}?action=${TaskAction.Skip}`, jsonInit(token, {}));
    }
  }
  const taskId = lesson.tasks[index].id;
  const task = await call('task', `${base}${ApiPaths.task(lesson.id, taskId)}`, jsonInit(token));
  const wrong = findOption(task.body, '23');
  if (wrong === null) throw new Error('no option "23" in the quiz task');
  await call('quiz check', `${base}${ApiPaths.quizAnswer(taskId)}`, jsonInit(token, [{ studentId: userIdOf(token), answerId: wrong }]));
}

/** A collaboration client through the front door (y-websocket over ws). */
function collabClient(wsBase: string, room: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${wsBase}${COLLAB_WS_PATH}`, room, doc, { WebSocketPolyfill: WebSocket as never, disableBc: true });
  return {
    doc,
    provider,
    close() {
      provider.destroy();
      doc.destroy();
    },
  };
}

export async function until(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Something done to the run while the traffic goes on (an instance killed), `afterS` seconds in. */
export interface DuringTraffic {
  afterS: number;
  action: () => void | Promise<void>;
}

/**
 * Runs the traffic for `seconds` with one virtual user per student, then reads every confirmed write
 * back. A write the server may have applied without confirming it (its answer lost with a killed
 * instance) is not counted as confirmed, and the read-back accepts it as a later value.
 */
export async function mixedTraffic(
  base: string,
  students: Student[],
  seconds: number,
  { during, quizCheck = true }: { during?: DuringTraffic; /** false: no quiz check (one within 30 s of the last answers 429 by the cooldown rule). */ quizCheck?: boolean } = {},
): Promise<TrafficResult> {
  const { call, latencies, errors } = recorder();
  const wsBase = base.replace(/^http/, 'ws');
  const room = `soak-${Date.now().toString(36)}`;
  const confirmed: Record<string, number> = { 'answer save': 0, like: 0, upload: 0, 'collab edit': 0 };
  const lost: Record<string, number> = { 'answer save': 0, like: 0, upload: 0, 'collab edit': 0 };
  const trend = (await call('trend', `${base}${ApiPaths.projectTrend}`)).body as { data: { publicUrl: string }[] } | null;
  const hash = trend?.data[0]?.publicUrl.split('/').pop();
  if (!hash) throw new Error('no public project to like');
  const stamp = Date.now();
  const unapplied = { count: 0, samples: [] as string[] };
  // Each collaboration client (y-websocket) listens for the process's exit: one per student and the reader.
  process.setMaxListeners(Math.max(process.getMaxListeners(), students.length + 11));

  /** What each student's confirmed writes left: checked after the run. */
  const finals = students.map(() => ({
    token: '',
    /** The last confirmed save, and the texts of later saves that got no answer (any of them may be stored). */
    answer: null as null | { taskId: number; text: string; unconfirmed: string[] },
    /** The like state last confirmed; null once a later toggle got no answer (the state is then unknown). */
    liked: null as boolean | null,
    uploads: [] as { md5: string; sha: string }[],
    typed: [] as string[],
  }));
  const until_ = Date.now() + seconds * 1000;
  const t0 = performance.now();
  const duringDone = during ? new Promise((r) => setTimeout(r, during.afterS * 1000)).then(() => during.action()) : Promise.resolve();
  await Promise.all(
    students.map(async (student, i) => {
      const mine = finals[i];
      const editor = collabClient(wsBase, room);
      let round = 0;
      let checked = !quizCheck;
      const revisionOf = new Map<number, number>();
      try {
        while (Date.now() < until_) {
          round++;
          const login = await call('login', `${base}${ApiPaths.login}`, jsonInit(null, student));
          const token = (login.body as { data?: { token: string } } | null)?.data?.token;
          // A refused login (counted in errors) is retried after a pause, as a person would, not in a busy loop.
          if (!token) {
            await new Promise((r) => setTimeout(r, 500));
            continue;
          }
          mine.token = token;
          const userId = userIdOf(token);
          await call('courses', `${base}${ApiPaths.courses}`, jsonInit(token));
          if (!checked) {
            checked = true;
            await answerQuizOnce(call, base, token);
          }
          const lessons = (await call('lessons', `${base}${ApiPaths.courseLessons(1)}`, jsonInit(token))).body as { data: LessonItem[] } | null;
          // Saved into the student's current task: the first one not finished (a finished one answers
          // 409, one past the current task 403) of the quiz's lesson, the quiz itself while it is open;
          // a student who finished that lesson (student1 of the demo school) saves into the next lesson with one.
          const open = (l: LessonItem) => l.tasks.some((t) => !FINISHED.includes(t.solveStatus));
          const quizLesson = lessons?.data.find((l) => l.tasks.some((t) => t.taskName === QUIZ));
          const lesson = quizLesson && open(quizLesson) ? quizLesson : lessons?.data.find(open);
          const taskId = lesson?.tasks.find((t) => !FINISHED.includes(t.solveStatus))?.id;
          if (taskId !== undefined) {
            // Revisions go on from the stored one, as the task screen's do (a lower one is not applied).
            if (revisionOf.get(taskId) === undefined) {
              const stored = (await call('read answer', `${base}${ApiPaths.answer(taskId)}`, jsonInit(token))).body as { data?: { revision: number } } | null;
              revisionOf.set(taskId, stored?.data?.revision ?? 0);
            }
            const revision = revisionOf.get(taskId)! + 1;
            revisionOf.set(taskId, revision);
            const text = `${student.login}: версия ${stamp}-${round}`;
            const save = await call(
              'answer save',
              `${base}${ApiPaths.answer(taskId)}`,
              jsonInit(token, {
                studentId: userId,
                autoCheckPassed: false,
                lessonTaskId: taskId,
                answer: [{ windowId: 1, answerText: text }],
                projectId: null,
                resources: [],
                action: 'Save',
                revision,
              }),
            );
            // Confirmed: the server says it stored this revision.
            if (save.status === 200 && (save.body as { data?: { applied?: boolean } } | null)?.data?.applied === true) {
              confirmed['answer save']++;
              mine.answer = { taskId, text, unconfirmed: [] };
            } else if (save.status !== 200 && mine.answer?.taskId === taskId) {
              mine.answer.unconfirmed.push(text);
            } else if (save.status === 200) {
              unapplied.count++;
              const stored = (save.body as { data?: { revision?: number } } | null)?.data?.revision;
              if (unapplied.samples.length < 5) unapplied.samples.push(`${student.login} task ${taskId}: sent ${revision}, stored ${stored}`);
            }
          }
          const like = await call('like', `${base}${ApiPaths.projectLike(hash)}`, jsonInit(token, {}));
          const liked = (like.body as { data?: { liked: boolean } } | null)?.data?.liked;
          if (like.status === 200 && typeof liked === 'boolean') {
            confirmed.like++;
            mine.liked = liked;
          } else {
            mine.liked = null;
          }
          const bytes = Buffer.from(`${student.login} ${stamp} ${round} `.repeat(64));
          const form = new FormData();
          form.append('file', new Blob([bytes]), `soak-${round}.txt`);
          const upload = await call('upload', `${base}${ApiPaths.fileUpload}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
          if (upload.status === 200 && upload.text) {
            confirmed.upload++;
            mine.uploads.push({ md5: upload.text.trim(), sha: createHash('sha256').update(bytes).digest('hex') });
          }
          if (editor.provider.synced) {
            const piece = `[${student.login}-${round}]`;
            editor.doc.getText('t').insert(0, piece);
            mine.typed.push(piece);
          }
        }
        // An edit counts as confirmed once the server has echoed the room's state to a second client (below).
        await until('collab client synced', () => editor.provider.synced);
      } finally {
        // Let the last batch be stored (50 ms) before the socket goes.
        await new Promise((r) => setTimeout(r, 300));
        editor.close();
      }
    }),
  );
  await duringDone;
  const elapsedS = (performance.now() - t0) / 1000;

  // Read back: a fresh collaboration client (any instance) must see every piece typed.
  const reader = collabClient(wsBase, room);
  try {
    const all = finals.flatMap((f) => f.typed);
    await until('collab room loaded', () => reader.provider.synced).catch(() => undefined);
    await until('every collab edit', () => all.every((p) => reader.doc.getText('t').toString().includes(p)), 10_000).catch(() => undefined);
    const text = reader.doc.getText('t').toString();
    confirmed['collab edit'] = all.length;
    lost['collab edit'] = all.filter((p) => !text.includes(p)).length;
  } finally {
    reader.close();
  }
  for (const f of finals) {
    if (!f.token) continue;
    if (f.answer) {
      const res = (await call('read answer', `${base}${ApiPaths.answer(f.answer.taskId)}`, jsonInit(f.token))).body as { data?: { answer: { answerText: string }[] } } | null;
      const stored = res?.data?.answer[0]?.answerText;
      if (stored !== f.answer.text && !f.answer.unconfirmed.includes(stored ?? '')) lost['answer save']++;
    }
    if (f.liked !== null) {
      const list = (await call('read trend', `${base}${ApiPaths.projectTrend}`, jsonInit(f.token))).body as { data: { publicUrl: string; liked: boolean }[] } | null;
      const project = list?.data.find((p) => p.publicUrl.endsWith(`/${hash}`));
      if (project?.liked !== f.liked) lost.like++;
    }
    for (const u of f.uploads) {
      const res = await fetch(`${base}${ApiPaths.file(u.md5)}`, { headers: { authorization: `Bearer ${f.token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(() => null);
      const body = res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
      if (!body || createHash('sha256').update(body).digest('hex') !== u.sha) lost.upload++;
    }
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds: elapsedS,
    requests: latencies.length,
    perSecond: latencies.length / elapsedS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    confirmed,
    lost,
    unapplied,
  };
}
