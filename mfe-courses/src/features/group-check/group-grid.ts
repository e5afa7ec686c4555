import { SolveStatus, type BulkTaskStatusDto } from '@school/contracts';

/** Statuses of one lesson keyed by student and task, and how many tasks await check per student. */
export function groupGrid(rows: readonly BulkTaskStatusDto[]) {
  const status = new Map<string, SolveStatus>();
  const awaiting = new Map<number, number>();
  for (const r of rows) {
    status.set(`${r.studentId}:${r.lessonTaskId}`, r.solveStatus);
    if (r.solveStatus === SolveStatus.ManualCheck) awaiting.set(r.studentId, (awaiting.get(r.studentId) ?? 0) + 1);
  }
  const total = [...awaiting.values()].reduce((a, b) => a + b, 0);
  return {
    statusOf: (studentId: number, taskId: number) => status.get(`${studentId}:${taskId}`) ?? SolveStatus.Nothing,
    awaitingOf: (studentId: number) => awaiting.get(studentId) ?? 0,
    total,
  };
}
