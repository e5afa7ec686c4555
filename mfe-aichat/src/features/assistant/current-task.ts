/** Task screens whose address names the task the drawer helps with. */
const TASK_SCREENS = ['/solve', '/demo', '/edit', '/check'];

/** The task of the current screen (?taskId= on a task screen), or null elsewhere. */
export function currentTaskId(pathname: string, search: string): number | null {
  if (!TASK_SCREENS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  const id = Number(new URLSearchParams(search).get('taskId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
