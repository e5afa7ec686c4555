import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run; returns the mean req/s and p99 latency. */
export async function load(
  label: string,
  url: string,
  opts: { headers?: Record<string, string>; connections?: number; durationS?: number; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 20,
    duration: opts.durationS ?? Number(process.env.BENCH_DURATION_S ?? 8),
  });
  return {
    label: `${label} [${opts.connections ?? 20} conn]`,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Resident memory in MiB of a process and its descendants (Linux /proc; tsx runs the server in a child). */
export function rssMiB(pid: number): number {
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((t) =>
        readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
    } catch {
      return [];
    }
  };
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...children(tree[i]));
  let kb = 0;
  for (const p of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

/**
 * Each row beside the bare Fastify run made just before it (`baselines[i]`): on a shared machine the
 * load of other processes changes from minute to minute, and a ratio against a run made minutes
 * earlier would measure that instead of the gateway.
 */
export function printTable(rows: LoadResult[], baselines: LoadResult[], goals: Record<string, { ratio: number; p99Ms?: number }> = {}): void {
  console.log('');
  console.log('scenario'.padEnd(62), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'bare req/s'.padStart(11), 'ratio vs bare'.padStart(14), 'non-2xx'.padStart(8));
  rows.forEach((r, i) => {
    const bare = baselines[i];
    const ratio = r.reqPerSec / bare.reqPerSec;
    const goal = Object.entries(goals).find(([key]) => r.label.includes(key))?.[1];
    const verdict = goal
      ? ratio >= goal.ratio && (goal.p99Ms === undefined || r.p99Ms < goal.p99Ms)
        ? `  goal met (>= ${goal.ratio}${goal.p99Ms ? `, p99 < ${goal.p99Ms} ms` : ''})`
        : `  GOAL MISSED (>= ${goal.ratio}${goal.p99Ms ? `, p99 < ${goal.p99Ms} ms` : ''})`
      : '';
    console.log(
      r.label.padEnd(62),
      r.reqPerSec.toFixed(0).padStart(9),
      String(r.p99Ms).padStart(8),
      bare.reqPerSec.toFixed(0).padStart(11),
      ratio.toFixed(3).padStart(14),
      String(r.non2xx).padStart(8) + verdict,
    );
  });
}
