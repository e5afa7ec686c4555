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
    label,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadResult[], baseline: LoadResult): void {
  console.log('');
  console.log('scenario'.padEnd(52), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio vs bare'.padStart(14), 'non-2xx'.padStart(8));
  for (const r of [baseline, ...rows]) {
    const ratio = (r.reqPerSec / baseline.reqPerSec).toFixed(3);
    console.log(r.label.padEnd(52), r.reqPerSec.toFixed(0).padStart(9), String(r.p99Ms).padStart(8), ratio.padStart(14), String(r.non2xx).padStart(8));
  }
}
