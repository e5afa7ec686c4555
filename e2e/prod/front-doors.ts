/**
 * The production-like run measured through its three front doors (start:prod --compare-doors):
 * one process with every API domain reached directly, nginx with one instance per domain, nginx
 * with two. The same mixed traffic through each, one after another, with the resident memory of the
 * processes behind the door at its start, half-way and end. bench:prod runs it with large numbers,
 * e2e/prod with small ones.
 */
import { readFileSync } from 'node:fs';
import { mixedTraffic, total, type Student, type TrafficResult } from './mixed-traffic';
import { readRun } from './run';

export interface Memory {
  start: number;
  half: number;
  end: number;
}

export interface DoorResult {
  label: string;
  result: TrafficResult;
  memory: Memory;
}

/** Each door of the running start:prod: its address and the run's processes (ids in run.json) that serve it. */
function frontDoors() {
  const { ports } = readRun();
  return [
    { label: `1 process, every domain, direct (:${ports.direct})`, base: `http://127.0.0.1:${ports.direct}`, processes: /^direct$/ },
    { label: `1 instance per domain, nginx (:${ports.nginxSingle})`, base: `http://localhost:${ports.nginxSingle}`, processes: /-1$/ },
    { label: `2 instances per domain, nginx (:${ports.nginx})`, base: `http://localhost:${ports.nginx}`, processes: /-[12]$/ },
  ];
}

/** Resident memory (MiB, summed) of the run's processes whose ids match, from /proc. */
export function rssMiB(ids: RegExp): number {
  let kib = 0;
  for (const [id, pid] of Object.entries(readRun().processes)) {
    if (!ids.test(id)) continue;
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kib / 1024;
}

/**
 * The traffic through every door in turn. `warmUpS`: an unmeasured run through each door first (JIT,
 * connection pools), without the quiz check, so that each measured check is more than 30 s after
 * the student's last (the quiz's cooldown). `quizCheck: false` where the students' quiz was just
 * checked (each door's runs are seconds apart then).
 */
export async function compareFrontDoors(students: Student[], seconds: number, { warmUpS = 0, quizCheck = true } = {}): Promise<DoorResult[]> {
  const doors = frontDoors();
  if (warmUpS > 0) for (const door of doors) await mixedTraffic(door.base, students, warmUpS, { quizCheck: false });
  const measured: DoorResult[] = [];
  for (const door of doors) {
    const start = rssMiB(door.processes);
    let half = NaN;
    const result = await mixedTraffic(door.base, students, seconds, {
      quizCheck,
      during: { afterS: seconds / 2, action: () => void (half = rssMiB(door.processes)) },
    });
    measured.push({ label: door.label, result, memory: { start, half, end: rssMiB(door.processes) } });
  }
  return measured;
}

/** The comparison as printed lines: a table, the ratios, the memory of each door's halves. */
export function frontDoorReport(measured: DoorResult[]): string[] {
  const lines = [
    [
      'front door'.padEnd(40),
      'req/s'.padStart(7),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'requests'.padStart(9),
      'errors'.padStart(7),
      'lost'.padStart(5),
      'RSS MiB start→½→end'.padStart(22),
    ].join(' '),
  ];
  for (const { label, result: r, memory: m } of measured) {
    const errors = total(r.errors);
    lines.push(
      [
        label.padEnd(40),
        r.perSecond.toFixed(0).padStart(7),
        r.p50.toFixed(0).padStart(7),
        r.p99.toFixed(0).padStart(7),
        String(r.requests).padStart(9),
        String(errors).padStart(7),
        String(total(r.lost)).padStart(5),
        `${m.start.toFixed(0)} → ${m.half.toFixed(0)} → ${m.end.toFixed(0)}`.padStart(22),
        errors ? ` ${JSON.stringify(r.errors)}` : '',
      ].join(' '),
    );
  }
  const [direct, one, two] = measured.map((d) => d.result);
  lines.push(`ratio 2 instances behind nginx vs 1 process direct: ${(two.perSecond / direct.perSecond).toFixed(2)}x req/s, p99 ${(two.p99 / direct.p99).toFixed(2)}x`);
  lines.push(`ratio 2 vs 1 instances behind nginx: ${(two.perSecond / one.perSecond).toFixed(2)}x req/s, p99 ${(two.p99 / one.p99).toFixed(2)}x`);
  for (const { label, memory: m } of measured) lines.push(`memory, ${label}: first half ${(m.half - m.start).toFixed(0)} MiB, second half ${(m.end - m.half).toFixed(0)} MiB`);
  lines.push(`confirmed writes (2 instances): ${JSON.stringify(two.confirmed)}`);
  return lines;
}
