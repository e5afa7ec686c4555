import { expect, test } from '../support/test';
import { login } from '../support/session';

// WebGL for the Scratch player runs on SwiftShader in headless Chromium.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  },
});

test('the cover upload refuses other image types and files over 28 MB, keeping the cover', async ({ page }) => {
  await login(page, 'student3');
  await page.goto('/funspace');
  const card = page.getByTestId('project-card').filter({ hasText: 'Ракета в Blender' });
  await card.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(/\/funspace\/project\/\d+$/);
  const before = await page.getByTestId('cover-preview').getAttribute('src');
  await page.getByRole('button', { name: 'Загрузить', exact: true }).click();

  await page.getByTestId('cover-upload').setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('status').filter({ hasText: 'Обложка должна быть картинкой JPG или PNG.' })).toBeVisible();

  await page.getByTestId('cover-upload').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(28 * 1024 * 1024 + 1, 0) });
  await expect(page.getByRole('status').filter({ hasText: 'Размер файла не должен превышать 28 мегабайт!' })).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', before!);
  // Nothing changed, nothing to save.
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
});

test('switching Fun Space tabs shows the spinner first, then the tab', async ({ page }) => {
  await login(page, 'student3');
  await page.goto('/funspace');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Проекты хакатонов' }).click();
  await expect(page.getByRole('progressbar', { name: 'Загрузка...' })).toBeVisible();
  await expect(page.getByTestId('popular-carousel')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Загрузка...' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: '+ Добавить' })).toBeVisible();
  await expect(page.getByTestId('popular-carousel')).toHaveCount(0);
});

test('an empty tab says so, and the Scratch loading screen rotates its jokes every second', async ({ page }) => {
  await login(page, 'student3');
  await page.goto('/funspace');
  await page.getByRole('button', { name: 'Корзина' }).click();
  await expect(page.getByText('У вас пока нет проектов в этой вкладке.')).toBeVisible();

  // Hold the project file back so the loading screen stays up for a few seconds.
  await page.route('**/api/files/**', async (route) => {
    if (route.request().resourceType() === 'fetch') await new Promise((r) => setTimeout(r, 3500));
    await route.continue();
  });
  await page.goto('/funspace?tab=hackathon');
  await page.getByTestId('popular-carousel').getByRole('button', { name: 'Колобок-путешественник' }).click();
  const loading = page.getByTestId('scratch-loading');
  await expect(loading).toContainText('Загрузка проекта...');
  const joke = loading.getByTestId('scratch-joke');
  const first = await joke.textContent();
  await expect(joke).not.toHaveText(first!, { timeout: 2500 });
  await expect(loading).toBeHidden({ timeout: 30_000 });
});
