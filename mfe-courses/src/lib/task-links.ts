/** Address of the solve screen of a task. */
export function solveLink(lessonId: number, taskId: number, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ taskId: String(taskId), lessonId: String(lessonId), app: 'main' });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) params.set(k, String(v));
  return `/solve?${params.toString()}`;
}
