import { expect, test, type Locator, type Page } from '../support/test';
import { E2E_REMOTES } from '../support/ports';

/**
 * Table cell resizer, congratulation keywords, autocomplete and the empty-title rule on the
 * remote's public /demo page; sizes and keywords are checked again in the read-only viewer.
 */
const richText = E2E_REMOTES.find((r) => r.name === 'richText')!;
const DEMO_URL = `http://localhost:${richText.port}/demo`;

/** Drags from a point to a point with intermediate moves, as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

/** Hovers a cell, then grabs the handle on its right or bottom edge. */
async function grabEdge(page: Page, cell: Locator, edge: 'column' | 'row') {
  const box = (await cell.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const handle = page.getByTestId(edge === 'column' ? 'table-column-resizer' : 'table-row-resizer');
  await expect(handle).toBeVisible();
  const h = (await handle.boundingBox())!;
  expect(edge === 'column' ? h.width : h.height).toBe(16);
  return { x: h.x + h.width / 2, y: h.y + h.height / 2 };
}

test('drag table edges to resize columns and rows, never below 92 x 33 px; the viewer keeps the sizes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(DEMO_URL);
  const content = page.getByTestId('rich-text-editor').locator('.rt-content');
  await content.click();
  await page.keyboard.type('/3x3');
  await page.keyboard.press('Enter');
  const table = content.locator('table');
  await expect(table.locator('tr')).toHaveCount(3);
  const firstCell = table.locator('tr').nth(1).locator('td').first();
  await firstCell.click();
  await page.keyboard.type('Кот');

  // Widen the first column by 80 px.
  const before = (await firstCell.boundingBox())!.width;
  await drag(page, await grabEdge(page, firstCell, 'column'), 80, 0);
  await expect.poll(async () => Math.round((await firstCell.boundingBox())!.width)).toBeGreaterThan(before + 70);
  await expect(table.locator('colgroup col').first()).toHaveAttribute('style', /width: \d+px/);

  // Narrowing far past the minimum stops at 92 px.
  const second = table.locator('tr').nth(1).locator('td').nth(1);
  await drag(page, await grabEdge(page, second, 'column'), -400, 0);
  await expect(table.locator('colgroup col').nth(1)).toHaveAttribute('style', 'width: 92px;');

  // Make the second row taller, then try to squash the third one below 33 px.
  const rowBefore = (await firstCell.boundingBox())!.height;
  await drag(page, await grabEdge(page, firstCell, 'row'), 0, 50);
  await expect.poll(async () => Math.round((await firstCell.boundingBox())!.height)).toBeGreaterThan(rowBefore + 40);
  const third = table.locator('tr').nth(2).locator('td').first();
  await drag(page, await grabEdge(page, third, 'row'), 0, -200);
  await expect(table.locator('tr').nth(2)).toHaveAttribute('style', /height: 33px/);
  await page.screenshot({ path: test.info().outputPath('table-resized.png') });

  // The sizes are in the saved JSON and the viewer shows the same widths.
  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  const json = JSON.parse(await page.getByLabel('JSON', { exact: true }).inputValue());
  const saved = json.root.children.find((c: { type: string }) => c.type === 'table');
  expect(saved.colWidths).toHaveLength(3);
  expect(saved.colWidths[0]).toBeGreaterThan(before + 70);
  expect(saved.colWidths[1]).toBe(92);
  expect(saved.children[1].height).toBeGreaterThan(rowBefore + 40);
  expect(saved.children[2].height).toBe(33);
  const viewerTable = page.getByTestId('rich-text-viewer').locator('table');
  await expect(viewerTable.locator('colgroup col').nth(1)).toHaveAttribute('style', 'width: 92px;');
  const viewerCell = viewerTable.locator('tr').nth(1).locator('td').first();
  expect(Math.abs((await viewerCell.boundingBox())!.width - (await firstCell.boundingBox())!.width)).toBeLessThan(2);
  // The viewer is read-only: no handles there.
  await viewerCell.hover();
  await expect(page.getByTestId('table-column-resizer')).toBeHidden();
  expect(errors).toEqual([]);
});

test('congratulation words are highlighted; autocomplete completes with Tab; an empty collapsible title goes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(DEMO_URL);
  await page.getByText('Параметры разработчика').click();
  await page.getByLabel('Автодополнение').check();
  const content = page.getByTestId('rich-text-editor').locator('.rt-content');
  await content.click();
  await page.keyboard.type('Ура, ты молодец! Культура и ');
  await expect(content.locator('.rt-keyword')).toHaveText(['Ура', 'молодец']);
  await expect(content.locator('.rt-keyword').first()).toHaveCSS('font-weight', '700');

  // Autocomplete: "algo" gets the hint "rithm", Tab accepts it.
  await page.keyboard.type('algo');
  await expect(page.getByTestId('autocomplete-hint')).toHaveText('rithm', { timeout: 5000 });
  await page.keyboard.press('Tab');
  await expect(content).toContainText('Ура, ты молодец! Культура и algorithm');

  // A collapsible whose title is left empty disappears once the caret leaves it; its content stays.
  await page.keyboard.press('Enter');
  await page.keyboard.type('/раскрыв');
  await page.keyboard.press('Enter');
  await expect(content.locator('details')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Внутри');
  await expect(content.locator('details')).toHaveCount(0);
  await expect(content).toContainText('Внутри');

  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  await expect(page.getByTestId('rich-text-viewer').locator('.rt-keyword')).toHaveText(['Ура', 'молодец']);
  expect(errors).toEqual([]);
});
