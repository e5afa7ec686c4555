import type { GroupProgressDto } from '@school/contracts';

/** Status lookup of the progress grid (cells hold only statuses other than Nothing). */
export function progressGrid(data: GroupProgressDto) {
  const cells = new Map(data.cells.map((c) => [`${c.studentId}:${c.taskId}`, c.status]));
  return {
    statusOf: (studentId: number, taskId: number) => cells.get(`${studentId}:${taskId}`) ?? 'Nothing',
    stuckCount: data.students.filter((s) => s.stuck).length,
  };
}
