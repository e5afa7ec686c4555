/**
 * `npm run bench:uploads`: the gateway's memory while 10 students upload 27 MiB files at once
 * (issue 19 item 5: uploads stream to disk or S3 instead of being held in memory). A real gateway
 * process on a fresh SQLite database; its resident memory (VmRSS from /proc) is sampled every
 * 50 ms (the gateway process tree). Prints the resident memory before, the peak during, and the growth.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { ApiPaths } from '@school/contracts';
import { withGateway } from './lib/gateway';

const PARALLEL = Number(process.env.BENCH_UPLOADS ?? 10);
const SIZE = 27 * 1024 * 1024;
const MiB = 1024 * 1024;

const rssOne = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The gateway's memory: tsx runs it in a child node process, so the whole process tree is summed. */
function rssOf(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      total += rssOne(pid);
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

void withGateway(async (gw) => {
  const s = await gw.login('student1', 'student123');
  // Warm up the route (first-request compilation) with a small upload.
  const small = new FormData();
  small.append('file', new Blob([Buffer.from('warm-up')]), 'warm.txt');
  await fetch(`${gw.base}${ApiPaths.fileUpload}`, { method: 'POST', headers: s.auth, body: small });
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssOf(gw.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(gw.pid))), 50);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, async (_, i) => {
      const bytes = Buffer.alloc(SIZE, i + 1);
      const form = new FormData();
      form.append('file', new Blob([bytes]), `big-${i}.bin`);
      const res = await fetch(`${gw.base}${ApiPaths.fileUpload}`, { method: 'POST', headers: s.auth, body: form });
      return res.status;
    }),
  );
  const ms = Date.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(gw.pid));
  console.log(`uploads: ${PARALLEL} x 27 MiB in parallel, answers ${[...new Set(answers)].join(',')}, ${ms} ms`);
  console.log(`gateway RSS: before ${(before / MiB).toFixed(0)} MiB, peak ${(peak / MiB).toFixed(0)} MiB, growth ${((peak - before) / MiB).toFixed(0)} MiB`);
});
