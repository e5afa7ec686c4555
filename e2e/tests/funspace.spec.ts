import { expect, test, type Page } from '../support/test';
import { login } from '../support/session';

// WebGL for the Scratch player runs on SwiftShader in headless Chromium.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  },
});

/** A real 1x1 PNG padded after IEND to about 1.5 MB (browsers ignore the tail): big enough to show progress. */
function bigPng(): Buffer {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([png, Buffer.alloc(1_500_000, 0)]);
}

/** Creates a project through the new-project dialog; the child lands in its editor. */
async function createProject(page: Page, typeName: string, title: string): Promise<string> {
  await page.goto('/funspace');
  await page.getByRole('button', { name: '+ Добавить' }).click();
  await page.getByRole('menuitem', { name: typeName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Новый проект: ${typeName}` });
  await dialog.getByLabel('Название проекта').fill(title);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await page.waitForURL(/\/project\?projectId=\d+&app=main$/);
  return new URL(page.url()).searchParams.get('projectId')!;
}

test('create, edit title and cover, publish, share logged out, like, count views once, trash and restore', async ({ page, browser }) => {
  // A title of its own per attempt: a retry must not meet the project the failed attempt made.
  const title = `Мой e2e проект (попытка ${test.info().retry + 1})`;
  await login(page, 'student1');
  await page.goto('/funspace');
  await expect(page.getByTestId('profile-box')).toContainText('Маша Иванова');
  await expect(page.getByText('Колобок-путешественник')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('funspace-list.png'), fullPage: true });

  // (A new Scratch project opens the Scratch editor instead: scratch-editor.spec.)
  const id = await createProject(page, 'Python', 'Черновик');
  await expect(page.getByTestId('editor-title')).toHaveValue('Черновик');
  await page.goto(`/funspace/project/${id}`);
  await expect(page.getByTestId('project-title-input')).toHaveValue('Черновик');
  // New projects are seen by the school's students until the child chooses more.
  await expect(page.getByTestId('access-select')).toHaveValue('1');
  await page.getByTestId('project-title-input').fill(title);
  await page.getByTestId('project-desc-input').fill('Описание из теста');
  await page.getByTestId('cover-option').nth(3).click();
  await page.getByTestId('access-select').selectOption('0');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // Saved: the unsaved-changes flag is cleared (the toast belongs to the shell's Toaster).
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('project-title-input')).toHaveValue(title);
  await expect(page.getByTestId('project-desc-input')).toHaveValue('Описание из теста');
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /\/api\/files\/covers\/2\/3$/);

  // Private: not in Published.
  await page.goto('/funspace');
  await page.getByRole('button', { name: 'Опубликованные' }).click();
  await expect(page.getByText(title)).toHaveCount(0);

  // Upload a cover through the presigned flow, then publish.
  await page.goto(`/funspace/project/${id}`);
  await page.getByRole('button', { name: 'Загрузить' }).click();
  await page.getByTestId('cover-upload').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: bigPng() });
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /\/api\/files\/s3\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('cover-preview')).toHaveJSProperty('naturalWidth', 1);
  await page.getByTestId('access-select').selectOption('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.getByRole('button', { name: 'Копировать' }).click();
  await expect(page.getByRole('button', { name: 'Скопировано!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Копировать' })).toBeVisible({ timeout: 3000 });
  const publicLink = await page.getByTestId('public-link').inputValue();
  expect(publicLink).toMatch(/\/pub\/p\/[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: test.info().outputPath('funspace-panel.png'), fullPage: true });

  await page.goto('/funspace');
  await page.getByRole('button', { name: 'Опубликованные' }).click();
  await expect(page.getByText(title)).toBeVisible();

  // A visitor opens the public link: the view is counted once per session.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(publicLink);
  await expect(anon.getByTestId('project-title')).toHaveText(title);
  await expect(anon.getByTestId('views')).toContainText('1');
  await expect(anon.getByTestId('like')).toBeDisabled();
  await anon.reload();
  await expect(anon.getByTestId('project-title')).toHaveText(title);
  await expect(anon.getByTestId('views')).toContainText(': 1');
  await anon.screenshot({ path: test.info().outputPath('funspace-public.png'), fullPage: true });
  await visitor.close();

  // Like and unlike on the player page.
  await page.goto(`/funspace/player/${id}`);
  await expect(page.getByTestId('like-count')).toHaveText('0');
  await page.getByTestId('like').click();
  await expect(page.getByTestId('like-count')).toHaveText('1');
  await expect(page.getByTestId('like')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('like').click();
  await expect(page.getByTestId('like-count')).toHaveText('0');

  // Trash and restore.
  await page.goto('/funspace');
  const card = page.getByTestId('project-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удалить проект?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Корзина' }).click();
  await expect(page.getByText('Проекты в корзине удаляются навсегда через 30 дней.')).toBeVisible();
  await page.getByTestId('project-card').filter({ hasText: title }).getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByTestId('project-card').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Все', exact: true }).click();
  await expect(page.getByTestId('project-card').filter({ hasText: title })).toBeVisible();
});

test('the hackathon tab, forking a public project and playing a seeded Scratch project', async ({ page }) => {
  page.on('console', (m) => m.type() === 'error' && console.log('browser console:', m.text()));
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await login(page, 'student2');
  await page.goto('/funspace');
  await page.getByRole('tab', { name: 'Проекты хакатонов' }).click();
  await expect(page).toHaveURL(/tab=hackathon/);
  const carousel = page.getByTestId('popular-carousel');
  await expect(carousel.getByTestId('project-card').first()).toBeVisible();
  await expect(page.getByTestId('award-badge').first()).toBeVisible();
  await expect(page.getByTestId('award-badge').first()).toHaveAttribute('title', 'Junior 1 place');
  await page.screenshot({ path: test.info().outputPath('funspace-hackathon.png'), fullPage: true });
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Мои проекты' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Проекты хакатонов' })).toHaveAttribute('aria-selected', 'true');

  // Маша's public Scratch project from the carousel: it plays, and Петя forks it.
  await page.getByTestId('popular-carousel').getByRole('button', { name: 'Колобок-путешественник' }).click();
  await expect(page.getByTestId('project-title')).toHaveText('Колобок-путешественник');
  await expect(page.getByTestId('scratch-loading')).toBeHidden({ timeout: 30_000 });
  const stage = page.getByTestId('scratch-stage');
  const before = await stage.screenshot();
  await page.getByTestId('scratch-flag').click();
  await page.waitForTimeout(700);
  const after = await stage.screenshot();
  // The sprite moves after the green flag: the stage changes.
  expect(before.equals(after)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('funspace-scratch.png'), fullPage: true });

  await page.getByRole('button', { name: 'Сделать копию' }).click();
  await page.waitForURL(/\/funspace\/project\/\d+$/);
  await expect(page.getByTestId('project-title-input')).toHaveValue('Колобок-путешественник');
});

test('someone else\'s private project shows the not-public image; the owner\'s own shows after a stale token is refreshed', async ({ page }) => {
  await login(page, 'student1');
  await page.goto('/funspace');
  const card = page.getByTestId('project-card').filter({ hasText: 'Черепашка рисует звезду' });
  const projectId = await card.getAttribute('data-project-id');
  await page.goto(`/funspace/player/${projectId}`);
  await expect(page.getByTestId('python-editor')).toContainText('turtle');
  // The owner's token goes bad (expired, or its signature no longer matches): the player refreshes the
  // session and shows the owner's own private project, never the not-public image.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('school.session')!) as { token: string };
    session.token = `${session.token.slice(0, -6)}AAAAAA`;
    localStorage.setItem('school.session', JSON.stringify(session));
  });
  // Not even for a moment: the page records whether the not-public image was ever drawn.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="not-public"]')) (window as unknown as { sawNotPublic: boolean }).sawNotPublic = true;
    }).observe(document, { subtree: true, childList: true });
  });
  // The shell's own calls would refresh the session first; they wait until the player's load is
  // answered, so the player itself must notice the bad token and refresh it.
  const projectPath = `/project/${projectId}`;
  let loaded!: () => void;
  const playerLoaded = new Promise<void>((resolve) => (loaded = resolve));
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith(projectPath) && res.status() !== 401) loaded();
  });
  await page.route(/\/api\//, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!path.endsWith(projectPath) && path !== '/api/auth/refresh') await Promise.race([playerLoaded, page.waitForTimeout(15_000)]);
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('python-editor')).toContainText('turtle');
  expect(await page.evaluate(() => (window as unknown as { sawNotPublic?: boolean }).sawNotPublic ?? false)).toBe(false);
  await page.unrouteAll({ behavior: 'wait' });
  await login(page, 'student2');
  await page.goto(`/funspace/player/${projectId}`);
  await expect(page.getByTestId('not-public')).toBeVisible();

  // A Unity project without its data, framework and wasm resources cannot load.
  await page.goto('/funspace?tab=hackathon');
  await page.getByTestId('popular-carousel').getByRole('button', { name: 'Игра на Unity' }).click();
  await expect(page.getByText('Не удалось загрузить проект. Попробуйте еще раз.')).toBeVisible();
});

test('creating a Link project opens the editor instead of calling create, then plays in the viewer', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/funspace');
  await page.getByRole('button', { name: '+ Добавить' }).click();
  await page.getByRole('menuitem', { name: 'Ссылка', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый проект: Ссылка' });
  await dialog.getByLabel('Название проекта').fill('Игра по ссылке');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/project\?.*projectType=10/);
  await expect(page.getByTestId('editor-title')).toHaveValue('Игра по ссылке');
  await page.getByTestId('editor-url').fill('https://example.org/game');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // Created on the first save, the project stays in its editor.
  await page.waitForURL(/\/project\?projectId=\d+&app=main$/);
  const id = new URL(page.url()).searchParams.get('projectId');
  await page.goto(`/funspace/player/${id}`);
  await expect(page.getByRole('link', { name: 'Открыть ссылку' })).toHaveAttribute('href', 'https://example.org/game');

  // Applying to the upcoming hackathon: no grade to choose, the grade follows the student's age (11: Junior).
  await page.goto('/hackathons');
  const winter = page.getByTestId('hackathon').filter({ hasText: 'Зимний хакатон 2027' });
  await expect(winter.getByRole('combobox', { name: 'Категория' })).toHaveCount(0);
  await winter.getByRole('button', { name: 'Подать заявку' }).click();
  await expect(winter.getByTestId('hack-applied')).toHaveText('Заявка подана: Junior');
});

test('a visitor sees the lighter Fun Space page with the hackathon list and comes back after logging in', async ({ page }) => {
  await page.goto('/funspace');
  await expect(page).toHaveURL(/\/funspace$/);
  await expect(page.getByRole('heading', { name: 'Fun Space — проекты учеников школы' })).toBeVisible();
  await expect(page.getByTestId('hackathon').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Добавить' })).toHaveCount(0);
  // Everything else still needs a login.
  await page.goto('/funspace/player/1');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/funspace');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Логин').fill('student1');
  await page.getByLabel('Пароль').fill('student123');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/funspace$/);
  await expect(page.getByRole('button', { name: '+ Добавить' })).toBeVisible();
});

