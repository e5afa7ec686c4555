import http from 'node:http';
import { ApiPaths } from '@school/contracts';
import type { BenchGateway } from './lib/gateway';
import { BENCH_PASSWORD } from './lib/many-students';

export interface AnswerSaveResult {
  students: number;
  savesPerStudent: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  lostWrites: number;
  reqPerSec: number;
}

/**
 * Plain node:http with one keep-alive connection per student, as each child's browser keeps its own:
 * fetch costs the load generator (on the same two cores) several times more per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
function request(url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(url, { method: body === undefined ? 'GET' : 'POST', agent, headers: sent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Session = Awaited<ReturnType<BenchGateway['login']>>;

/** The students of the burst, logged in once, and the task they all work on. */
export interface SaveCrowd {
  sessions: Session[];
  taskId: number;
  url: string;
}

/** Logs `students` bench students in and opens the task (reads the answer, as the task screen does before it autosaves). */
export async function openTask(gw: BenchGateway, students: number): Promise<SaveCrowd> {
  const sessions: Session[] = [];
  for (let i = 0; i < students; i += 20) {
    const batch = Array.from({ length: Math.min(20, students - i) }, (_, k) => gw.login(`bench${i + k + 1}`, BENCH_PASSWORD));
    sessions.push(...(await Promise.all(batch)));
  }
  const lessons = (await (await fetch(`${gw.base}${ApiPaths.courseLessons(1)}`, { headers: sessions[0].auth })).json()) as {
    data: { id: number; tasks: { id: number }[] }[];
  };
  const taskId = lessons.data[0].tasks[0].id;
  const url = `${gw.base}${ApiPaths.answer(taskId)}`;
  await Promise.all(sessions.map((s) => request(url, s.auth)));
  return { sessions, taskId, url };
}

/**
 * All students at once save their answer `saves` times in a row (increasing revisions above
 * `fromRevision`), then each sends one stale save with an older revision. A write is lost when the
 * answer read back is not the student's last accepted revision.
 */
export async function answerSaves(crowd: SaveCrowd, saves: number, fromRevision = 0): Promise<AnswerSaveResult> {
  const { sessions, taskId, url } = crowd;
  const save = (s: Session, revision: number, text: string) =>
    request(
      url,
      s.auth,
      JSON.stringify({
        studentId: s.userId,
        autoCheckPassed: false,
        lessonTaskId: taskId,
        answer: [{ windowId: 1, answerText: text }],
        projectId: null,
        resources: [],
        action: 'Save',
        revision,
      }),
    );

  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    sessions.map(async (s, i) => {
      for (let r = 1; r <= saves; r++) {
        const started = performance.now();
        const res = await save(s, fromRevision + r * 10, `ученик ${i}, версия ${fromRevision + r}`);
        latencies.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`save failed: ${res.status} ${res.text}`);
      }
      await save(s, fromRevision + 5, `ученик ${i}, устаревшая версия`);
    }),
  );
  const elapsedS = (performance.now() - t0) / 1000;

  let lost = 0;
  for (const [i, s] of sessions.entries()) {
    const res = JSON.parse((await request(url, s.auth)).text) as { data: { answer: { answerText: string }[] } };
    if (res.data.answer[0]?.answerText !== `ученик ${i}, версия ${fromRevision + saves}`) lost++;
  }
  latencies.sort((a, b) => a - b);
  return {
    students: sessions.length,
    savesPerStudent: saves,
    requests: latencies.length + sessions.length,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    lostWrites: lost,
    reqPerSec: Math.round((latencies.length + sessions.length) / elapsedS),
  };
}
