import { createHmac } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { ApiPaths, TaskAction } from '@school/contracts';
import { E2E_JWT_SECRET } from './ports';

export const DEMO = {
  student1: { login: 'student1', password: 'student123' },
  student2: { login: 'student2', password: 'student123' },
  student3: { login: 'student3', password: 'student123' },
  teacher: { login: 'teacher', password: 'teacher123' },
  author: { login: 'author', password: 'author123' },
} as const;

export async function login(page: Page, who: keyof typeof DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Логин').fill(DEMO[who].login);
  await page.getByLabel('Пароль').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs a token with the e2e gateway's secret, as the server would, with any expiry. */
export function signToken(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64(payload);
  const sig = createHmac('sha256', E2E_JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export async function readSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('school.session') ?? '{}'));
}

/** The access token of the page's own session. */
export async function sessionToken(page: Page): Promise<string> {
  return ((await readSession(page)) as { token?: string }).token!;
}

/** The logged-in user's id, from the stored access token. */
export async function sessionUserId(page: Page): Promise<number> {
  return JSON.parse(Buffer.from((await sessionToken(page)).split('.')[1], 'base64url').toString()).user_id as number;
}

/** A JSON call made with the page's own session, as its browser would. */
export async function sessionApi(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<APIResponse> {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  return method === 'GET' ? page.request.get(url, { headers }) : page.request.post(url, { headers, data });
}

/**
 * Empties the logged-in student's saved answer to a task, so a retried journey starts from the task's
 * own template instead of what the failed attempt autosaved (a Solved status cannot be undone).
 */
export async function emptyAnswer(page: Page, taskId: number): Promise<void> {
  const studentId = await sessionUserId(page);
  const res = await sessionApi(page, 'POST', `/api/course/lesson/task/${taskId}/answer`, {
    studentId, autoCheckPassed: false, lessonTaskId: taskId, answer: [], projectId: null, resources: [], action: 'Save', revision: Date.now(),
  });
  if (res.status() !== 200) throw new Error(`emptying the answer of task ${taskId}: ${res.status()} ${await res.text()}`);
}

/**
 * The teacher reopens a task of the logged-in student ('Отменить проверку': the status goes back
 * to open, the answer stays), so a retried journey can solve it again.
 */
export async function reopenTask(page: Page, lessonId: number, taskId: number): Promise<void> {
  const studentId = await sessionUserId(page);
  const teacher = await page.request.post(ApiPaths.login, { data: DEMO.teacher });
  const { token } = ((await teacher.json()) as { data: { token: string } }).data;
  const res = await page.request.post(`${ApiPaths.taskStatus(lessonId, taskId)}?action=${TaskAction.Nothing}&studentId=${studentId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status() !== 200) throw new Error(`reopening task ${taskId}: ${res.status()} ${await res.text()}`);
}
