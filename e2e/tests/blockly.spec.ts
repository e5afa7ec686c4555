import path from 'node:path';
import { expect, shellUrl, test, type Page } from '../support/test';
import { DEMO } from '../support/session';
import { E2E_REMOTES } from '../support/ports';
import { TOOLBOX_FLYOUT } from '../support/blockly';

const REMOTE = `http://localhost:${E2E_REMOTES.find((remote) => remote.name === 'blocklyGames')!.port}`;
const SHOTS = path.join(__dirname, '..', '..', '.tmp', 'e2e-results', 'blockly');
const SOLVED = 'Ура! Задание выполнено!';

/**
 * The remote's standalone page is served by the e2e remote server, which has no /api: its
 * calls go to the real gateway, as the dev server's proxy does.
 */
async function openStandalone(page: Page, url: string): Promise<void> {
  await page.route(`${REMOTE}/api/**`, async (route) => {
    const target = route.request().url().replace(REMOTE, shellUrl());
    route.fulfill({ response: await route.fetch({ url: target }) });
  });
  await page.goto(`${REMOTE}${url}`);
  await page.getByLabel('Логин').fill(DEMO.student1.login);
  await page.getByLabel('Пароль').fill(DEMO.student1.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function runProgram(page: Page): Promise<void> {
  // The run button locks for 1 s after each press.
  await expect(page.getByRole('button', { name: /Запустить/ })).toBeEnabled();
  await page.getByRole('button', { name: /Запустить/ }).click();
}

const LEVELS = [
  { game: 'Turtle', level: 'turtle-square', title: 'Квадрат' },
  { game: 'Labirint', level: 'labirint-path', title: 'Дорога к выходу' },
  { game: 'Labirint3D', level: 'labirint3d-path', title: 'К флагу' },
  { game: 'FlowerDefence', level: 'flowers-sunny-day', title: 'Солнечный день' },
  { game: 'SpaceMixLab', level: 'spacemix-jetpack', title: 'Реактивный ранец' },
];

test('the standalone page lists the demo levels of all five games', async ({ page }) => {
  await openStandalone(page, '/');
  await expect(page.getByRole('heading', { name: 'Блочные игры: демо-уровни' })).toBeVisible();
  for (const name of ['Черепашка', 'Лабиринт', 'Бот в лабиринте', 'Защита цветов', 'Космическая лаборатория']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await page.getByTestId('level-turtle-square').click();
  await expect(page).toHaveURL(/\/demo\/Turtle\/turtle-square$/);
  await expect(page.getByRole('tab', { name: 'Задание' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Проверка' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Теория' })).toBeDisabled();
});

for (const { game, level, title } of LEVELS) {
  test(`${game}: the reference solution wins`, async ({ page }) => {
    test.setTimeout(90_000);
    await openStandalone(page, `/demo/${game}/${level}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await page.getByRole('button', { name: 'Загрузить решение' }).click();
    await expect(page.locator('.blocklyDraggable').first()).toBeVisible();
    await runProgram(page);
    await expect(page.getByTestId('run-message')).toHaveText(SOLVED, { timeout: 45_000 });
    await expect(page.getByTestId('demo-solved')).toBeVisible();
    // The lab's task dialog opens by itself for 3.6 s; look at the lab once it has closed.
    if (game === 'SpaceMixLab') await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, `${game}-solved.png`) });
  });
}

test('Labirint3D keeps one fixed start block', async ({ page }) => {
  await openStandalone(page, '/demo/Labirint3D/labirint3d-path');
  await expect(page.locator('.blocklyDraggable').first()).toBeVisible();
  await expect(page.getByText('При запуске').first()).toBeVisible();
  await runProgram(page);
  await expect(page.getByTestId('run-message')).toHaveText('Бот не дошёл до флага.', { timeout: 15_000 });
  await page.screenshot({ path: path.join(SHOTS, 'Labirint3D-lost.png') });
});

test('Labirint: the reset control restores the map after a run', async ({ page }) => {
  await openStandalone(page, '/demo/Labirint/labirint-key-door');
  const canvas = page.getByTestId('labirint-canvas');
  await expect(canvas).toHaveAttribute('data-robot', /^\d+,\d+$/);
  const start = (await canvas.getAttribute('data-robot'))!;
  await page.getByRole('button', { name: 'Загрузить решение' }).click();
  await runProgram(page);
  await expect(page.getByTestId('run-message')).toHaveText(SOLVED, { timeout: 20_000 });
  const log = page.getByRole('list', { name: 'Журнал шагов' });
  await expect(log).toContainText('Открыл дверь');
  await expect(canvas).not.toHaveAttribute('data-robot', start);
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(canvas).toHaveAttribute('data-robot', start);
  await expect(log).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'Labirint-reset.png') });
});

test('a wrong program fails with its message and no success', async ({ page }) => {
  await openStandalone(page, '/demo/Labirint/labirint-path');
  await page.getByRole('button', { name: 'Загрузить неверное решение' }).click();
  await runProgram(page);
  await expect(page.getByTestId('run-message')).toHaveText('Робот не дошёл до выхода.', { timeout: 20_000 });
  await expect(page.getByTestId('demo-solved')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'Labirint-wrong.png') });
});

test('exceeding the block limit refuses the run', async ({ page }) => {
  await openStandalone(page, '/demo/SpaceMixLab/spacemix-jetpack?maximumBlocks=2');
  await page.getByRole('button', { name: 'Загрузить решение' }).click();
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 3 / 2');
  const run = page.getByRole('button', { name: /Запустить/ });
  // The lock is timed in the page (press to enabled again): the test runner's clock would add a
  // loaded machine's delays to either end.
  await run.evaluate((button: HTMLButtonElement) => {
    const w = window as unknown as { lockTimes?: { pressed?: number; enabled?: number } };
    w.lockTimes = {};
    button.addEventListener('click', () => (w.lockTimes!.pressed ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.lockTimes!.pressed !== undefined && !button.disabled) w.lockTimes!.enabled ??= performance.now();
    }).observe(button, { attributes: true, attributeFilter: ['disabled'] });
  });
  await run.click();
  await expect(page.getByTestId('run-message')).toHaveText('Превышен лимит команд (3/2)');
  // The run button stays locked for 1 s after a press, even when the run is refused at once.
  await expect(run).toBeEnabled({ timeout: 3000 });
  const { pressed, enabled } = await page.evaluate(() => (window as unknown as { lockTimes: { pressed: number; enabled: number } }).lockTimes);
  expect(enabled - pressed).toBeGreaterThanOrEqual(950);
  await expect(page.getByTestId('demo-solved')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'SpaceMixLab-limit.png') });
});

test('edit mode: the author validates the game config and records the Turtle reference', async ({ page }) => {
  await openStandalone(page, '/demo/Turtle/turtle-square?mode=edit');
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Решение' })).toBeEnabled();
  await page.getByRole('button', { name: 'Загрузить решение' }).click();
  await page.getByRole('tab', { name: 'Проверка' }).click();
  const config = page.getByLabel('Настройки игры (JSON)');
  await expect(config).toHaveValue(/"game":"Turtle"/);
  await expect(page.getByText('Настройки в порядке')).toBeVisible();
  // Spec 4.2: in edit mode running the drawing records it as the reference (baseCheck).
  await config.fill('{"game":"Turtle"}');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByTestId('demo-task-changes')).toHaveText('1');
  await runProgram(page);
  await expect(page.getByTestId('run-message')).toHaveText('Образец рисунка записан из текущей программы', { timeout: 20_000 });
  await expect(page.getByTestId('demo-task-changes')).toHaveText('2');
  await expect(config).toHaveValue(/"baseCheck":"rle1:/);
  await page.getByRole('button', { name: 'Записать образец рисунка' }).click();
  await expect(page.locator('.bw-config__note')).toHaveText('Образец рисунка записан из текущей программы');
  await expect(page.getByTestId('demo-task-changes')).toHaveText('3');
  await config.fill('{"game":');
  await expect(page.getByRole('alert')).toHaveText('Это не JSON-объект');
  await expect(page.getByRole('button', { name: 'Применить' })).toBeDisabled();
  await page.screenshot({ path: path.join(SHOTS, 'Turtle-edit.png') });
});

test('check mode: no home and no save button, the program is read-only but runs', async ({ page }) => {
  await openStandalone(page, '/demo/Labirint3D/labirint3d-path?mode=check');
  await expect(page.getByRole('button', { name: /Запустить/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Проверка' })).toBeDisabled();
});

test('FlowerDefence greets with its toast and logs every step', async ({ page }) => {
  await openStandalone(page, '/demo/FlowerDefence/flowers-rain-and-bugs');
  await page.getByRole('button', { name: 'Загрузить решение' }).click();
  await runProgram(page);
  await expect(page.getByText('Игра началась 🚀')).toBeVisible();
  await expect(page.getByText(/Шаг 2 · Насекомые/)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: path.join(SHOTS, 'FlowerDefence-attack.png') });
  await expect(page.getByTestId('run-message')).toHaveText(SOLVED, { timeout: 20_000 });
});

test('maze games: a repeat count is a whole number from 0 to 10', async ({ page }) => {
  await openStandalone(page, '/demo/Labirint/labirint-path');
  const repeat = page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).filter({ hasText: 'повторить' }).first();
  await expect(repeat).toBeVisible();
  const from = (await repeat.locator('> path.blocklyPath').first().boundingBox())!;
  const flyout = (await page.locator(TOOLBOX_FLYOUT).boundingBox())!;
  await page.mouse.move(from.x + 6, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 4 });
  await page.mouse.move(flyout.x + flyout.width + 120, flyout.y + 260, { steps: 12 });
  await page.mouse.up();
  const placed = page.locator('svg.blocklySvg .blocklyBlockCanvas .blocklyDraggable').filter({ hasText: 'повторить' }).first();
  const count = placed.locator('.blocklyEditableField').first();
  for (const [typed, shown] of [['25', '10'], ['-4', '0'], ['3', '3']]) {
    await count.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(count).toHaveText(shown);
  }
});

test('SpaceMixLab: hint fingers point at the group buttons at 4.5 s and at the task button at 9 s', async ({ page }) => {
  test.setTimeout(60_000);
  await openStandalone(page, '/demo/SpaceMixLab/spacemix-jetpack');
  const groups = page.locator('.lab-toolbar');
  await expect(groups.getByRole('button', { name: 'Детали' })).toBeVisible();
  // Three fingers, on the groups not shown now.
  await expect(groups.locator('.lab-group [data-testid="lab-hint"]')).toHaveCount(3, { timeout: 8_000 });
  await page.screenshot({ path: path.join(SHOTS, 'SpaceMixLab-hint.png') });
  await expect(groups.locator('[data-testid="lab-hint"]')).toHaveCount(0, { timeout: 4_000 });
  await expect(groups.locator('.lab-info [data-testid="lab-hint"]')).toHaveCount(1, { timeout: 8_000 });
});

test('Labirint: the maze keeps animating on its 30 ms tick, and a run still replays to the exit', async ({ page }) => {
  await openStandalone(page, '/demo/Labirint/labirint-path');
  const canvas = page.getByTestId('labirint-canvas');
  await expect(canvas).toBeVisible();
  const pixels = () => canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
  // The exit glows over a 64-tick loop (1.92 s): of three looks a quarter loop apart, some differ.
  const looks = new Set<string>();
  for (let i = 0; i < 3; i++) {
    looks.add(await pixels());
    await page.waitForTimeout(480);
  }
  expect(looks.size).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Загрузить решение' }).click();
  await runProgram(page);
  await page.waitForTimeout(120);
  await page.screenshot({ path: path.join(SHOTS, 'Labirint-walking.png') });
  await expect(page.getByTestId('run-message')).toHaveText(SOLVED, { timeout: 20_000 });
});
