import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
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
