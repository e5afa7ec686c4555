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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Every student saves their answer `saves` times in a row (increasing revisions) while all
 * students do so at once, then sends one stale save with an older revision. A write is lost
 * when the answer read back is not the student's last accepted revision.
 */
export async function answerSaves(gw: BenchGateway, students: number, saves: number): Promise<AnswerSaveResult> {
  const sessions: Awaited<ReturnType<BenchGateway['login']>>[] = [];
  for (let i = 0; i < students; i += 20) {
    const batch = Array.from({ length: Math.min(20, students - i) }, (_, k) => gw.login(`bench${i + k + 1}`, BENCH_PASSWORD));
    sessions.push(...(await Promise.all(batch)));
  }
  const lessons = (await (await fetch(`${gw.base}${ApiPaths.courseLessons(1)}`, { headers: sessions[0].auth })).json()) as {
    data: { id: number; tasks: { id: number }[] }[];
  };
  const taskId = lessons.data[0].tasks[0].id;
  const url = `${gw.base}${ApiPaths.answer(taskId)}`;
  const save = (s: (typeof sessions)[number], revision: number, text: string) =>
    fetch(url, {
      method: 'POST',
      headers: { ...s.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        studentId: s.userId,
        autoCheckPassed: false,
        lessonTaskId: taskId,
        answer: [{ windowId: 1, answerText: text }],
        projectId: null,
        resources: [],
        action: 'Save',
        revision,
      }),
    });

  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    sessions.map(async (s, i) => {
      for (let r = 1; r <= saves; r++) {
        const started = performance.now();
        const res = await save(s, r * 10, `ученик ${i}, версия ${r}`);
        latencies.push(performance.now() - started);
        if (!res.ok) throw new Error(`save failed: ${res.status} ${await res.text()}`);
      }
      await save(s, 5, `ученик ${i}, устаревшая версия`);
    }),
  );
  const elapsedS = (performance.now() - t0) / 1000;

  let lost = 0;
  for (const [i, s] of sessions.entries()) {
    const res = (await (await fetch(`${url}`, { headers: s.auth })).json()) as { data: { answer: { answerText: string }[] } };
    if (res.data.answer[0]?.answerText !== `ученик ${i}, версия ${saves}`) lost++;
  }
  latencies.sort((a, b) => a - b);
  return {
    students,
    savesPerStudent: saves,
    requests: latencies.length + students,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    lostWrites: lost,
    reqPerSec: Math.round((latencies.length + students) / elapsedS),
  };
}
