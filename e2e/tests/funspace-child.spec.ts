import { expect, test, type Page } from '../support/test';
import { login, readSession, sessionApi, sessionUserId } from '../support/session';

/** A native prompt() or confirm() must never appear: every question is a dialog of the page. */
function refuseNativeDialogs(page: Page, seen: string[]): void {
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
}

async function ownProject(page: Page, id: number): Promise<{ title: string; accessType: number; isDeleted: boolean }> {
  const res = await sessionApi(page, 'GET', `/api/student/${await sessionUserId(page)}/project/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test('Fun Space has the sidebar and a way back to the school; a visitor gets the page alone', async ({ page }) => {
  await page.goto('/funspace');
  await expect(page.getByRole('heading', { name: 'Fun Space — проекты учеников школы' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Навигация' })).toHaveCount(0);

  await login(page, 'student1');
  await page.goto('/funspace');
  await expect(page.getByTestId('profile-box')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Навигация' });
  await expect(sidebar.getByRole('link', { name: 'Fun Space' })).toHaveClass(/active/);
  await sidebar.getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('course-card').first()).toBeVisible();
});

test('a new project: title asked in a dialog, empty refused in Russian, school-only by default, then the editor', async ({ page }) => {
  const native: string[] = [];
  refuseNativeDialogs(page, native);
  await login(page, 'student2');
  await page.goto('/funspace');
  const add = page.getByRole('button', { name: '+ Добавить' });

  // The type menu closes on Escape and on a press outside it.
  await add.click();
  await expect(page.getByRole('menu', { name: 'Выберите тип проекта' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Выберите тип проекта' })).toHaveCount(0);
  await add.click();
  await page.getByRole('heading', { name: 'Fun Space' }).click();
  await expect(page.getByRole('menu', { name: 'Выберите тип проекта' })).toHaveCount(0);

  await add.click();
  await page.getByRole('menuitem', { name: 'Python', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый проект: Python' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel('Название проекта');
  await expect(title).toBeFocused();
  // Nothing typed, then spaces only: refused, the dialog stays, nothing is created.
  const before = (await (await sessionApi(page, 'GET', `/api/student/${await sessionUserId(page)}/project?filter=all`)).json()).data.length;
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Введите название проекта');
  await title.fill('   ');
  await title.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Введите название проекта');
  await expect(page).toHaveURL(/\/funspace$/);
  // Escape closes the dialog without creating anything.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const after = (await (await sessionApi(page, 'GET', `/api/student/${await sessionUserId(page)}/project?filter=all`)).json()).data.length;
  expect(after).toBe(before);

  // A real title; access left as offered: the school's students only.
  await add.click();
  await page.getByRole('menuitem', { name: 'Python', exact: true }).click();
  await expect(dialog.getByLabel('Параметры доступа')).toHaveValue('1');
  await expect(dialog.getByLabel('Параметры доступа').locator('option:checked')).toHaveText('Ученики школы');
  const name = `Черепаха ${Date.now()}`;
  await dialog.getByLabel('Название проекта').fill(name);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  // The child lands in the editor, not on the settings panel.
  await page.waitForURL(/\/project\?projectId=\d+&app=main$/);
  const id = Number(new URL(page.url()).searchParams.get('projectId'));
  await expect(page.getByTestId('editor-title')).toHaveValue(name);
  expect(await ownProject(page, id)).toMatchObject({ title: name, accessType: 1 });

  // Choosing more: everyone.
  await page.goto('/funspace');
  await add.click();
  await page.getByRole('menuitem', { name: 'Python', exact: true }).click();
  await dialog.getByLabel('Название проекта').fill(`${name} для всех`);
  await dialog.getByLabel('Параметры доступа').selectOption({ label: 'Все' });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await page.waitForURL(/\/project\?projectId=\d+&app=main$/);
  const everyoneId = Number(new URL(page.url()).searchParams.get('projectId'));
  expect((await ownProject(page, everyoneId)).accessType).toBe(2);

  // Deleting asks in a dialog: cancelling keeps the project, confirming moves it to the trash.
  await page.goto('/funspace');
  const cardOf = (pid: number) => page.locator(`[data-testid="project-card"][data-project-id="${pid}"]`);
  await cardOf(id).getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить проект?' });
  await expect(confirm).toContainText('Проекты в корзине удаляются навсегда через 30 дней.');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cardOf(id)).toBeVisible();
  expect((await ownProject(page, id)).isDeleted).toBe(false);
  await cardOf(id).getByRole('button', { name: 'Удалить' }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(cardOf(id)).toHaveCount(0);
  expect((await ownProject(page, id)).isDeleted).toBe(true);

  // A link project opens the editor before create; the editor creates it with the chosen access and stays.
  await add.click();
  await page.getByRole('menuitem', { name: 'Ссылка', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Новый проект: Ссылка' });
  await linkDialog.getByLabel('Название проекта').fill('Моя ссылка');
  await linkDialog.getByLabel('Параметры доступа').selectOption({ label: 'Только я' });
  await linkDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/project\?.*projectType=10/);
  await expect(page.getByTestId('editor-title')).toHaveValue('Моя ссылка');
  await page.getByTestId('editor-url').fill('https://example.org/game');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL(/\/project\?projectId=\d+&app=main$/);
  const linkId = Number(new URL(page.url()).searchParams.get('projectId'));
  expect(await ownProject(page, linkId)).toMatchObject({ title: 'Моя ссылка', accessType: 0 });

  expect(native).toEqual([]);
});

test('the profile menu closes on Escape and outside, and its logout revokes the session like the sidebar’s', async ({ page }) => {
  await login(page, 'student1');
  await page.goto('/funspace');
  const box = page.getByTestId('profile-box');
  const menu = page.getByTestId('profile-menu');
  await box.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await box.click();
  await page.getByRole('heading', { name: 'Fun Space' }).click();
  await expect(menu).toHaveCount(0);
  // The box toggles it shut too.
  await box.click();
  await box.click();
  await expect(menu).toHaveCount(0);

  const { refreshToken } = (await readSession(page)) as { refreshToken: string };
  expect(refreshToken).toBeTruthy();
  await box.click();
  await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const session = await readSession(page);
  expect(session.token ?? null).toBeNull();
  expect(session.refreshToken ?? null).toBeNull();
  // The server no longer honours the refresh token of that session.
  const refreshed = await page.request.post('/api/auth/refresh', { data: { login: 'student1', password: refreshToken, role: 'student' } });
  expect(refreshed.status()).toBe(401);
  // Back on /funspace the page is the visitor's: nothing of the session is left.
  await page.goto('/funspace');
  await expect(page.getByRole('heading', { name: 'Fun Space — проекты учеников школы' })).toBeVisible();
});

test('routes of the spec: no hash, no projectId, a missing project; the assistant on a public page', async ({ page }) => {
  // A visitor: a public path without a hash is the player's 400, not the login page.
  for (const path of ['/pub/p', '/pub/p/']) {
    await page.goto(path);
    await expect(page.getByTestId('player-error')).toHaveText('Не указан hash');
    await expect(page).not.toHaveURL(/\/login/);
  }
  await login(page, 'student1');
  await page.goto('/funspace/project/');
  await expect(page.getByText('Не указан projectId')).toBeVisible();
  await expect(page.getByTestId('profile-box')).toHaveCount(0);

  // The player of a missing project yields nothing.
  await page.goto('/funspace/player/987654321');
  const screen = page.getByTestId('player-screen');
  await expect(screen).toHaveAttribute('data-state', 'absent');
  await expect(page.getByText('Проект не найден')).toHaveCount(0);
  await expect(page.getByTestId('player-error')).toHaveCount(0);

  // A logged-in child on a public project page has the assistant button (a token exists).
  const list = await sessionApi(page, 'GET', `/api/student/${await sessionUserId(page)}/project?filter=published`);
  const project = ((await list.json()).data as { publicUrl: string }[])[0];
  await page.goto(new URL(project.publicUrl).pathname);
  await expect(page.getByTestId('project-title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ИИ-помощник' })).toBeVisible();
});
