import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { E2E_REMOTES } from '../support/ports';
import { login } from '../support/session';

const funspace = E2E_REMOTES.find((r) => r.name === 'funspace')!;
/** Every request to the Fun Space remote's server (its entry and chunks). */
const FUNSPACE_REMOTE = new RegExp(`^https?://[^/]+:${funspace.port}/`);

test('a page whose remote cannot be reached shows the spec’s error screen with the log, the way home and a retry', async ({ page }) => {
  await login(page, 'student1');
  // The browser cannot reach the remote that serves /funspace (as when its server is down).
  await page.route(FUNSPACE_REMOTE, (r) => r.abort('connectionrefused'));
  await page.goto('/funspace');

  const screen = page.getByTestId('remote-failed');
  await expect(screen).toContainText('Извините, произошла ошибка. Передайте нам логи, чтобы мы могли помочь вам.');
  await expect(screen.getByRole('button', { name: 'Скачать лог' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Домой' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // One error screen, not a second toast on top of it.
  await expect(page.getByRole('button', { name: 'Скачать лог' })).toHaveCount(1);
  // The rest of the school keeps working: the sidebar is there.
  await expect(page.getByRole('navigation', { name: 'Навигация' }).getByRole('link', { name: 'Главная' })).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('error-screen.png'), fullPage: true });

  // The log names the page and what failed.
  const downloading = page.waitForEvent('download');
  await screen.getByRole('button', { name: 'Скачать лог' }).click();
  const log = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8'));
  expect(Object.keys(log).sort()).toEqual(['data', 'message', 'name', 'stack', 'status', 'statusText', 'timestamp', 'url']);
  expect(log.url).toMatch(/\/funspace$/);
  expect(log.message).not.toBe('');

  // Retry without a reload once the remote answers again.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-page'));
  await page.unroute(FUNSPACE_REMOTE);
  await screen.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('profile-box')).toBeVisible();
  await expect(page.getByTestId('remote-failed')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-page');

  // 'Домой' leads home from a failed page.
  await page.route(FUNSPACE_REMOTE, (r) => r.abort('connectionrefused'));
  await page.goto('/funspace/player/1');
  await page.getByTestId('remote-failed').getByRole('button', { name: 'Домой' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('course-card').first()).toBeVisible();
});
