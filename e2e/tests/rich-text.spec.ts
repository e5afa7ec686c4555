import { expect, test } from '../support/test';
import { E2E_REMOTES } from '../support/ports';
import { openDemoEditor } from '../support/rich-text';

/**
 * The rich-text remote's standalone page served by its own remote server: /demo is public (the
 * editor and viewer make no network calls), so no login is needed.
 */
const richText = E2E_REMOTES.find((r) => r.name === 'richText')!;
const DEMO_URL = `http://localhost:${richText.port}/demo`;

test('write with shortcuts, insert a table, an equation, a poll and a collapsible, then view the saved JSON', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { editor, content } = await openDemoEditor(page);

  // Formatting by keyboard shortcuts.
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type('Заголовок');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('жирный');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' и ');
  await page.keyboard.press('Control+i');
  await page.keyboard.type('курсив');
  await page.keyboard.press('Control+i');
  await page.keyboard.press('Control+Shift+KeyX');
  await page.keyboard.type(' зачёркнутый');
  await page.keyboard.press('Control+Shift+KeyX');
  await expect(content.locator('h1')).toHaveText('Заголовок');
  await expect(content.locator('.rt-bold')).toHaveText('жирный');
  await expect(content.locator('.rt-italic')).toHaveText('курсив');
  await expect(content.locator('.rt-strike')).toHaveText(' зачёркнутый');
  await expect(editor.getByRole('button', { name: 'Тип блока' })).toHaveAttribute('data-value', 'paragraph');

  // A 3x4 table through the slash menu.
  await page.keyboard.press('Enter');
  await page.keyboard.type('/3x4');
  await expect(page.getByRole('option', { name: 'Таблица 3×4' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(content.locator('table tr')).toHaveCount(3);
  await expect(content.locator('table tr').first().locator('th, td')).toHaveCount(4);

  // An equation.
  await content.getByText('Заголовок').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('/формула');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Формула KaTeX').fill('x^2 + \\frac{1}{2}');
  await dialog.getByRole('button', { name: 'Вставить' }).click();
  await expect(content.locator('.katex')).toHaveCount(1);

  // A poll, and a vote that toggles per voter.
  await content.getByText('Заголовок').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('/опрос');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Вставить' })).toBeDisabled();
  await dialog.getByLabel('Вопрос').fill('Любимый язык?');
  await dialog.getByRole('button', { name: 'Вставить' }).click();
  const poll = content.getByTestId('poll');
  await poll.getByLabel('Вариант 1', { exact: true }).fill('Python');
  await poll.getByLabel('Вариант 2', { exact: true }).fill('JavaScript');
  await poll.getByLabel('Голосовать: Python').check();
  await expect(poll.getByTestId('poll-votes').first()).toHaveText('Голосов: 1');
  await poll.getByLabel('Голосовать: Python').uncheck();
  await expect(poll.getByTestId('poll-votes').first()).toHaveText('Голосов: 0');
  await poll.getByLabel('Голосовать: Python').check();

  // A collapsible section, collapsed by a click on its title's marker.
  await content.getByText('Заголовок').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('/раскрыв');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Подробнее');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Скрытый текст');
  const details = content.locator('details');
  await expect(details).toHaveAttribute('open', '');
  await details.locator('summary').click({ position: { x: 8, y: 10 } });
  await expect(details).not.toHaveAttribute('open', '');

  // Save the JSON and see the same content in the viewer.
  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  const json = JSON.parse(await page.getByLabel('JSON', { exact: true }).inputValue());
  expect(json.root.children.map((c: { type: string }) => c.type)).toEqual(
    expect.arrayContaining(['heading', 'table', 'poll', 'collapsible-container']),
  );
  const viewer = page.getByTestId('rich-text-viewer');
  await expect(viewer.locator('h1')).toHaveText('Заголовок');
  await expect(viewer.locator('.rt-bold')).toHaveText('жирный');
  await expect(viewer.locator('.rt-italic')).toHaveText('курсив');
  await expect(viewer.locator('table tr')).toHaveCount(3);
  await expect(viewer.locator('.katex')).toHaveCount(1);
  await expect(viewer.getByTestId('poll').getByText('Python')).toBeVisible();
  await expect(viewer.getByTestId('poll-votes').first()).toHaveText('Голосов: 1');
  // The viewer is read-only, and collapsible containers start closed.
  await expect(viewer.locator('[contenteditable="true"]')).toHaveCount(0);
  await expect(viewer.locator('details')).not.toHaveAttribute('open', '');
  await expect(viewer.getByText('Скрытый текст')).toBeHidden();
  await viewer.locator('summary').click();
  await expect(viewer.getByText('Скрытый текст')).toBeVisible();
  await page.screenshot({ path: '.tmp/e2e-results/rich-text.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('emoji menu, text shortcuts and mentions', async ({ page }) => {
  await page.goto(DEMO_URL);
  const content = page.getByTestId('rich-text-editor').locator('.rt-content');
  await content.click();
  await page.keyboard.type('Ура :rocke');
  const emojiMenu = page.getByRole('listbox', { name: 'emoji-menu' });
  // The full emojibase set: an alias match comes first, at most 10 options.
  await expect(emojiMenu.getByRole('option').first()).toContainText('🚀 :rocket:');
  expect(await emojiMenu.getByRole('option').count()).toBeLessThanOrEqual(10);
  await page.keyboard.press('Enter');
  await page.keyboard.type(' привет :)');
  await expect(content).toContainText('Ура 🚀 привет 🙂');
  // A GitHub alias from the dataset (not in any hand-made list): :sauropod: becomes 🦕.
  await page.keyboard.type(' :sauropod:');
  await expect(content).toContainText('привет 🙂 🦕');
  await page.keyboard.type(' @Анна');
  const mentions = page.getByRole('listbox', { name: 'mentions-menu' });
  await expect(mentions.getByRole('option', { name: 'Анна Сергеевна' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(content.locator('.rt-mention')).toHaveText('@Анна Сергеевна');
});
