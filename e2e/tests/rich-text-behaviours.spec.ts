import { expect, test } from '../support/test';
import { E2E_REMOTES } from '../support/ports';
import { openDemoEditor } from '../support/rich-text';

/**
 * Spec 4.8 and 9 behaviours on the remote's public /demo page: the code action menu, re-choosing
 * the active block type, the check list's 24 px click area, a collapsible opened by the browser
 * (find in page), and the 214 x 150 colour picker.
 */
const richText = E2E_REMOTES.find((r) => r.name === 'richText')!;
const DEMO_URL = `http://localhost:${richText.port}/demo`;

test('code block: language, hover menu with copy and prettier formatting', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://localhost:${richText.port}` });
  const { editor, content } = await openDemoEditor(page);
  await page.keyboard.press('Control+Alt+KeyC');
  await page.keyboard.type('const a=1;let b   =  a+2');
  await editor.getByLabel('Язык кода').selectOption('javascript');
  await expect(content.locator('code.rt-code')).toHaveAttribute('data-language', 'javascript');
  await expect(content.locator('.rt-tok-keyword').first()).toHaveText('const');

  // The menu appears over the hovered block and hides outside it.
  await content.locator('code.rt-code').hover();
  const copy = editor.getByRole('button', { name: 'Копировать' });
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(copy).toHaveText('✓');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a=1;let b   =  a+2');
  // The success icon goes after about 1 s.
  await expect(copy).not.toHaveText('✓', { timeout: 2500 });
  await expect(copy.locator('svg')).toBeVisible();
  await editor.getByRole('button', { name: 'Форматировать' }).click();
  // Prettier: two lines (a <br> between them), spaces around operators.
  await expect(content.locator('code.rt-code')).toHaveText('const a = 1;let b = a + 2;');
  await expect(content.locator('code.rt-code br')).toHaveCount(1);
  await page.mouse.move(5, 5);
  await expect(copy).toBeHidden();
  expect(errors).toEqual([]);
});

test('choosing the active block type reverts to a paragraph; the menu closes on Escape', async ({ page }) => {
  const { editor, content } = await openDemoEditor(page);
  await page.keyboard.type('Глава');
  const blockType = editor.getByRole('button', { name: 'Тип блока' });
  await blockType.click();
  await page.getByRole('option', { name: 'Заголовок 2' }).click();
  await expect(content.locator('h2')).toHaveText('Глава');
  await expect(blockType).toHaveText(/Заголовок 2/);
  await blockType.click();
  await expect(page.getByRole('option', { name: 'Заголовок 2' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Тип блока' })).toBeHidden();
  await blockType.click();
  await page.getByRole('option', { name: 'Заголовок 2' }).click();
  await expect(content.locator('h2')).toHaveCount(0);
  await expect(content.locator('p')).toHaveText('Глава');
  await expect(blockType).toHaveText(/Обычный текст/);
});

test('a check list item toggles by a click in its left 24 px only', async ({ page }) => {
  await page.goto(DEMO_URL);
  const content = page.getByTestId('rich-text-editor').locator('.rt-content');
  await content.click();
  await page.keyboard.press('Control+Shift+Digit9');
  await page.keyboard.type('Сделать домашку');
  const item = content.locator('li[role=checkbox]');
  await expect(item).toHaveAttribute('aria-checked', 'false');
  const box = (await item.boundingBox())!;
  const clickAt = (x: number) => page.mouse.click(box.x + x, box.y + 10);
  await clickAt(20);
  await expect(item).toHaveAttribute('aria-checked', 'true');
  // A pause: two quick clicks would be a double click.
  await page.waitForTimeout(600);
  await clickAt(6);
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await page.waitForTimeout(600);
  await clickAt(40);
  await expect(item).toHaveAttribute('aria-checked', 'false');
});

test('a closed collapsible opened by the browser (find in page) stays open in the saved state', async ({ page }) => {
  await page.goto(DEMO_URL);
  const content = page.getByTestId('rich-text-editor').locator('.rt-content');
  await content.click();
  await page.keyboard.type('/раскрыв');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ответ');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Секретное слово');
  const details = content.locator('details');
  await details.locator('summary').click({ position: { x: 8, y: 10 } });
  await expect(details).not.toHaveAttribute('open', '');
  // Find-in-page opens a matching closed <details> by itself and fires 'toggle': the same here.
  await details.evaluate((d) => ((d as HTMLDetailsElement).open = true));
  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  const json = JSON.parse(await page.getByLabel('JSON', { exact: true }).inputValue());
  const container = json.root.children.find((c: { type: string }) => c.type === 'collapsible-container');
  expect(container.open).toBe(true);
  await expect(content.getByText('Секретное слово')).toBeVisible();
});

test('colour picker: 214 x 150 area, 15 presets, #121212 default, hex applied only when valid', async ({ page }) => {
  const { editor, content } = await openDemoEditor(page);
  await page.keyboard.type('Радуга');
  await page.keyboard.press('Control+a');
  // The floating format bar never covers the selected text.
  const bar = (await page.getByTestId('floating-format').boundingBox())!;
  const text = (await content.getByText('Радуга').boundingBox())!;
  expect(bar.y >= text.y + text.height || bar.y + bar.height <= text.y).toBe(true);

  await editor.getByRole('button', { name: 'Цвет текста' }).click();
  const picker = page.getByRole('dialog', { name: 'Цвет текста' });
  const area = (await picker.getByTestId('color-area').boundingBox())!;
  expect([Math.round(area.width), Math.round(area.height)]).toEqual([214, 150]);
  await expect(picker.locator('.rt-color-presets button')).toHaveCount(15);
  await expect(picker.getByLabel('HEX')).toHaveValue('#121212');
  await expect(picker.getByTestId('color-rgb')).toHaveText('rgb(18, 18, 18)');
  await picker.getByLabel('HEX').fill('#12zz');
  await expect(content.getByText('Радуга')).not.toHaveAttribute('style', /color/);
  await picker.getByLabel('HEX').fill('#d0021b');
  await expect(content.getByText('Радуга')).toHaveCSS('color', 'rgb(208, 2, 27)');
  // A click at the area's top right: full saturation and brightness of the current hue.
  await page.mouse.click(area.x + area.width - 1, area.y + 1);
  await expect(picker.getByLabel('HEX')).not.toHaveValue('#d0021b');
  const picked = await picker.getByLabel('HEX').inputValue();
  const [r, g] = [parseInt(picked.slice(1, 3), 16), parseInt(picked.slice(3, 5), 16)];
  expect(r).toBeGreaterThanOrEqual(245);
  expect(g).toBeLessThanOrEqual(8);
  await expect(content.getByText('Радуга')).toHaveCSS('color', new RegExp(`^rgb\\(${r}, ${g}, \\d+\\)$`));
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
});
